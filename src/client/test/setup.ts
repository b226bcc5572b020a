import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
