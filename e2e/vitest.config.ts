import { defineConfig } from 'vitest/config';

// Browser specs are slow and each starts its own server: run the files one after another, with
// timeouts that allow for a cold Chromium and a first server start that runs the migrations.
export default defineConfig({
  test: {
    include: ['specs/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
