import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error (a React warning) fails the test that caused it.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`Unexpected console.error:\n${consoleErrors.map((args) => args.join(' ')).join('\n')}`);
  }
});

configure({ asyncUtilTimeout: 5_000 });
