import { defineConfig } from 'vitest/config';

// Sandbox tests compile and run real programs: generous timeouts, files in separate processes.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
