import { defineConfig } from 'vitest/config';

// Browser specs are slow and each starts its own server (own port, DATA_DIR and Chromium profile), so two
// files run at once: much of a spec's time is spent waiting on the judge, timers and animations, and two
// overlap well on the two cores a machine has here (four contest specs: 522 s of tests in 295 s). The
// timeouts allow for a cold Chromium and a first server start that runs the migrations.
export default defineConfig({
  test: {
    include: ['specs/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // expect.poll's own default (1 s) is shorter than a cold page's first load on a busy two-core machine: the
    // shell spec's first redirect from / to /home and a logout's cleared token each missed it in a clean-clone
    // run at load 15. A poll that passes returns at once, so this costs a passing spec nothing.
    expect: { poll: { timeout: 15_000 } },
  },
});
