// Adds DOM matchers (toBeInTheDocument, toHaveAccessibleName, ...) for component tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount rendered components after each test (Vitest runs without globals, so
// Testing Library cannot register this itself).
afterEach(() => {
  cleanup();
});

// findBy…/waitFor poll for their condition; 1 s, Testing Library's default limit, was a stopwatch
// on a busy machine (a lazily imported dialog once took longer to appear). A condition that never
// comes still fails, later.
configure({ asyncUtilTimeout: 10_000 });

// Component tests run with scripts, as a visitor with JavaScript does: what global.css hides under
// `@media (scripting: enabled)` is hidden here too (jsdom loads no stylesheet and has no such query).
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = '.no-script-only { display: none; }';
  document.head.append(style);
}
