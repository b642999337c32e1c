import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run for minutes, started first. Vitest starts the larger files first when it has no timings of an
 * earlier run (a clean clone has none), and the conformance suite is small files that judge every package in
 * every language: in a clean-clone run its one file then started at second 78 and ran 262 s, alone for the last
 * 134 s while the other 29 files were done (judge suite 345 s). Started first, the other files fill the workers
 * beside it.
 */
const LONG_FILES = ['test/conformance.test.ts', 'test/conformance-languages.test.ts'];

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
    // Three workers on two cores: with two, the machine was a third idle (62 % busy: compilers start, judged
    // programs sleep and wait on pipes), and the conformance packages, judged in one file, were the suite's whole
    // length (183 of 186 s). Time limits are on CPU time, which a busier machine does not eat into.
    maxWorkers: 3,
    sequence: { sequencer: LongFilesFirst },
  },
});
