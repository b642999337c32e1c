import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two workers: vitest's default is one fewer than the cores, one worker here, which kept the machine about half
    // idle (each test waits on its database, argon2 and timers). Every test app has its own copied database, port
    // and temporary folders, so files in two processes share nothing.
    maxWorkers: 2,
    // Test files share a worker and its loaded modules instead of importing the whole app again each
    // (that import was half the run): every piece of state lives in an app instance and dies with it.
    isolate: false,
    // The migrated schema is built once per run and copied for each test app (test/template-database.ts).
    globalSetup: ['test/global-setup.ts'],
  },
});
