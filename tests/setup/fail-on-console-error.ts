import { afterEach, vi } from 'vitest';

// DESIGN.md convention 8: a console.error during a test fails it.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length) throw new Error(`console.error was called during the test: ${seen.map((a) => a.map(String).join(' ')).join(' | ')}`);
  vi.restoreAllMocks();
});
