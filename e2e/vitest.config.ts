import { defineConfig } from 'vitest/config';

// Browser specs are slow and each starts its own server (own port, DATA_DIR and Chromium profile), so two
// files run at once: much of a spec's time is spent waiting on the judge, timers and animations, and two
// overlap well on the two cores a machine has here (four contest specs: 522 s of tests in 295 s). The
// timeouts allow for a cold Chromium, a first server start that runs the migrations, and a slow machine: on the
// machines CI ran on in December 2026 the whole browser suite took 2,675 s instead of 1,405 s, and three screenshot
// tests that open 28 pages each passed 120 s (no test hung). Specs set no timeouts of their own below this one.
export default defineConfig({
  test: {
    include: ['specs/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 360_000,
    hookTimeout: 360_000,
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // expect.poll's own default (1 s) is shorter than a cold page's first load on a busy two-core machine: the
    // shell spec's first redirect from / to /home and a logout's cleared token each missed it in a clean-clone
    // run at load 15. A poll that passes returns at once, so this costs a passing spec nothing.
    expect: { poll: { timeout: 15_000 } },
  },
});
