// Adds DOM matchers (toBeInTheDocument, toHaveAccessibleName, ...) for component tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount rendered components after each test (Vitest runs without globals, so
// Testing Library cannot register this itself).
afterEach(() => {
  cleanup();
});

// Component tests run with scripts, as a visitor with JavaScript does: what global.css hides under
// `@media (scripting: enabled)` is hidden here too (jsdom loads no stylesheet and has no such query).
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = '.no-script-only { display: none; }';
  document.head.append(style);
}
