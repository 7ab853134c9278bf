import { afterEach } from 'vitest';

// Component tests (jsdom) only: the server and script tests (the node environment, most files)
// would otherwise import React, react-dom and Testing Library for nothing, file after file.
if (typeof document !== 'undefined') {
  // Adds DOM matchers (toBeInTheDocument, toHaveAccessibleName, ...) for component tests.
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

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
  const style = document.createElement('style');
  style.textContent = '.no-script-only { display: none; }';
  document.head.append(style);
}
