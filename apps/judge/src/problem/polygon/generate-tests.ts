// The tests a Polygon package makes instead of shipping: a standard package holds its generators and its main
// solution but leaves out the generated inputs and the answers, which Polygon's doall.sh makes. They are made
// here the same way, in the sandbox: a generated test's command (`gen 10 3`) runs the package's generator and its
// standard output is the input; the main solution's output on an input is its answer. The package is copied
// first (the setter's folder is never written), and the copy is what gets loaded and judged.
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { compileProgram, runCompiledProgram, type CompiledProgram } from '../../judge/programs.ts';
import { detectLanguages, type LanguageRegistry } from '../../languages/index.ts';
import { createSandbox, type JudgeSandbox } from '../../sandbox/index.ts';
import { headerResources, readProgram } from './package-files.ts';
import {
  PolygonPackageError,
  parseProblemXml,
  testPath,
  type PolygonProblem,
  type PolygonSource,
} from './problem-xml.ts';

const MiB = 1024 * 1024;
/** Generators and the main solution make the tests; they are not being judged, so they get room. */
const MAKER_LIMITS = {
  timeLimitMs: 60_000,
  memoryLimitMb: 2048,
  stackLimitMb: 1024,
  outputLimitBytes: 1024 * MiB,
  languageFactors: false,
};

export interface PreparedPolygonPackage {
  /** The folder to load: the package itself, or a copy holding the tests made here. */
  dir: string;
  /** The test files made here, relative to the package. */
  made: string[];
  dispose(): Promise<void>;
}

/** A test whose input (to generate) or answer (to compute) the package lacks. */
interface TestToMake {
  number: number;
  input: string;
  answer: string;
  generate?: string[];
  computeAnswer: boolean;
}

function testsToMake(dir: string, polygon: PolygonProblem): TestToMake[] {
  const { testset } = polygon;
  return testset.tests.flatMap((test, index) => {
    const input = testPath(testset.inputPathPattern, index + 1);
    const answer = testPath(testset.answerPathPattern, index + 1);
    const hasInput = existsSync(join(dir, input));
    const computeAnswer = !existsSync(join(dir, answer));
    if (hasInput && !computeAnswer) return [];
    if (!hasInput && (test.method !== 'generated' || !test.cmd))
      throw new PolygonPackageError(
        `test ${index + 1} (${input}) is not in the package and has no generator command`,
      );
    return [
      {
        number: index + 1,
        input,
        answer,
        generate: hasInput ? undefined : commandOf(test.cmd!),
        computeAnswer,
      },
    ];
  });
}

/** `gen 10 abc` as program and arguments; the forms that write other files (`> {4-10}`, `> $`) are not made. */
function commandOf(cmd: string): string[] {
  const words = cmd.trim().split(/\s+/);
  if (words.some((word) => word.includes('>') || word.includes('{')))
    throw new PolygonPackageError(
      `generator command "${cmd}": output redirection is not supported; download the full package`,
    );
  return words;
}

export async function preparePolygonPackage(
  dir: string,
  options: { allowUnsafe?: boolean } = {},
): Promise<PreparedPolygonPackage> {
  const unchanged: PreparedPolygonPackage = { dir, made: [], dispose: async () => undefined };
  if (!existsSync(join(dir, 'problem.xml'))) return unchanged;
  const polygon = parseProblemXml(readFileSync(join(dir, 'problem.xml'), 'utf8'));
  const tests = testsToMake(dir, polygon);
  if (tests.length === 0) return unchanged;
  if (polygon.interactor && tests.some((test) => test.computeAnswer))
    throw new PolygonPackageError(
      'an interactive problem without its answers: Polygon makes them through the interactor; download the full package, which holds them',
    );
  const copy = await mkdtemp(join(tmpdir(), 'polygon-package-'));
  try {
    await cp(dir, copy, { recursive: true });
    const sandbox = await createSandbox({ slots: 1, allowUnsafe: options.allowUnsafe, log: () => undefined });
    try {
      const maker = new TestMaker(copy, polygon, sandbox, detectLanguages());
      try {
        for (const test of tests) await maker.make(test);
      } finally {
        await maker.dispose();
      }
    } finally {
      await sandbox.close();
    }
    const made = tests.flatMap((test) => [
      ...(test.generate ? [test.input] : []),
      ...(test.computeAnswer ? [test.answer] : []),
    ]);
    return { dir: copy, made, dispose: () => rm(copy, { recursive: true, force: true }) };
  } catch (error) {
    await rm(copy, { recursive: true, force: true });
    throw error;
  }
}

/** Compiles the package's generators and main solution once each, and runs them to make the tests. */
class TestMaker {
  private readonly compiled = new Map<string, CompiledProgram>();

  constructor(
    private readonly dir: string,
    private readonly polygon: PolygonProblem,
    private readonly sandbox: JudgeSandbox,
    private readonly languages: LanguageRegistry,
  ) {}

  async make(test: TestToMake): Promise<void> {
    if (test.generate) {
      const [name, ...args] = test.generate;
      await this.run(
        await this.program(this.generator(name), `generator ${name}`),
        { args },
        test.input,
        `test ${test.number}: "${test.generate.join(' ')}"`,
      );
    }
    if (test.computeAnswer) {
      const main = this.polygon.solutions.find((solution) => solution.tag === 'main');
      if (!main)
        throw new PolygonPackageError(
          `test ${test.number} has no answer and the package names no main solution to compute it`,
        );
      await this.run(
        await this.program(main, 'main solution'),
        { stdinPath: join(this.dir, test.input) },
        test.answer,
        `the answer of test ${test.number}`,
      );
    }
  }

  private generator(name: string): PolygonSource {
    const found = this.polygon.executables.find(
      (executable) => basename(executable.path, extname(executable.path)) === name,
    );
    if (!found)
      throw new PolygonPackageError(
        `generator "${name}" is not among the package's executables (<files><executables>)`,
      );
    return found;
  }

  private async program(source: PolygonSource, what: string): Promise<CompiledProgram> {
    const known = this.compiled.get(source.path);
    if (known) return known;
    const { source: code, language } = readProgram(this.dir, source, what);
    const compiled = await compileProgram(
      this.sandbox,
      this.languages.get(language),
      code,
      headerResources(this.dir, this.polygon),
    );
    if (!compiled.ok)
      throw new PolygonPackageError(`${what} ${source.path} does not compile: ${compiled.message}`);
    this.compiled.set(source.path, compiled.program);
    return compiled.program;
  }

  private async run(
    program: CompiledProgram,
    io: { args?: string[]; stdinPath?: string },
    output: string,
    what: string,
  ): Promise<void> {
    await this.sandbox.withBox(async (box) => {
      const run = await runCompiledProgram(box, program, { ...MAKER_LIMITS, ...io });
      if (run.outcome !== 'ok') throw new PolygonPackageError(`making ${what} failed: ${run.detail}`);
      await mkdir(dirname(join(this.dir, output)), { recursive: true });
      await copyFile(run.stdoutPath, join(this.dir, output));
    });
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.compiled.values()].map((program) => program.dispose()));
  }
}
