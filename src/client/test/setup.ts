import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait for what a lazy chunk or a query brings: Testing Library's 1 s
// default failed under a full run on two busy cores (memory-panel's editor arrived at 1.27 s).
// A bound on waiting, not a timed assertion: a passing wait ends as soon as it is met.
configure({ asyncUtilTimeout: 5000 });

// Component tests run without vitest globals, so Testing Library cannot unmount by itself.
afterEach(() => cleanup());

// An unexpected console.error (a failed prop type, an update outside act(), a key warning)
// fails the test, as in the server tests (epic-stack habit).
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
