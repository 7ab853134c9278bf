// Adds DOM matchers (toBeInTheDocument, toHaveAccessibleName, ...) for component tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount rendered components after each test (Vitest runs without globals, so
// Testing Library cannot register this itself).
afterEach(() => {
  cleanup();
});
