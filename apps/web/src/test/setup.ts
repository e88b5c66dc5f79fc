import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
// The whole catalogue in English, as every screen beyond the landing has it (lib/catalogue.ts).
import '../lib/catalogue';
import { queryClient } from '../lib/query-client';

// Test files share their worker's modules and page (vitest.shared.ts): each starts as a first visit
// would, with nothing cached from the file before it.
beforeAll(() => {
  queryClient.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof window !== 'undefined' && window.location.hash !== '') window.location.hash = '';
});

// An unexpected console.error (a React warning, a failed prop type) fails the test that caused it.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`Unexpected console.error:\n${consoleErrors.map((args) => args.join(' ')).join('\n')}`);
  }
});

if (typeof document !== 'undefined') {
  // happy-dom's IntersectionObserver never reports; here everything on the page is in view.
  // Assigned, not stubbed, so a test's vi.unstubAllGlobals() keeps it.
  globalThis.IntersectionObserver = class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element): void {
      const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
      queueMicrotask(() => this.report([entry], this as unknown as IntersectionObserver));
    }
    disconnect(): void {}
    unobserve(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  const { cleanup, configure } = await import('@testing-library/react');
  // Lazy routes are transformed on first import in a test run; give them time to arrive.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(cleanup);
}
