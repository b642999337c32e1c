import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run for minutes, started first. Vitest starts the larger files first when it has no timings of an
 * earlier run (a clean clone has none), and the conformance suite is a small file that judges every package in
 * every language: in a clean-clone run it started at second 78 and ran 262 s, alone for the last 134 s while the
 * other 29 files were done (judge suite 345 s). Started first, the other files fill the second worker beside it.
 */
const LONG_FILES = ['test/conformance.test.ts'];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_FILES.some((name) => file.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}

// Sandbox tests compile and run real programs: generous timeouts, files in separate processes.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
  },
});
