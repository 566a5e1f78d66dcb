/** @jest-environment node */
import { memoryBudgetBytes } from './redis-handler.mjs';

describe('CACHE_MEMORY_MB', () => {
  it("gives each instance 50 MB of memory tier when unset, as Next's own cache takes", () => {
    expect(memoryBudgetBytes(undefined)).toBe(50 * 1024 * 1024);
    expect(memoryBudgetBytes(' ')).toBe(50 * 1024 * 1024);
  });

  it('takes megabytes, and 0 turns the memory tier off', () => {
    expect(memoryBudgetBytes('128')).toBe(128 * 1024 * 1024);
    expect(memoryBudgetBytes('0')).toBe(0);
  });

  it('refuses a value that is not a number of megabytes, saying what it expects', () => {
    expect(() => memoryBudgetBytes('lots')).toThrow(
      /CACHE_MEMORY_MB must be a number of megabytes/,
    );
    expect(() => memoryBudgetBytes('-5')).toThrow(/CACHE_MEMORY_MB/);
  });
});
