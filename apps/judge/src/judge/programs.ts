// Compiling a program in the sandbox and running it there: shared by submissions, checkers and interactors.
import { randomBytes } from 'node:crypto';
import { chmod, chown, copyFile, link, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expandArgv, sourceFileName, type LanguageDefinition } from '../languages/index.ts';
import { entryClassNames } from '../languages/jvm-entry-names.ts';
import { chooseMainClass, mainClassesIn } from '../languages/jvm-main-class.ts';
import type { Box, RunResult } from '../sandbox/index.ts';
import type { JudgeSandbox } from '../sandbox/index.ts';

const MiB = 1024 * 1024;
/** Compile messages longer than this are cut (the head is where the first error is). */
export const COMPILE_MESSAGE_LIMIT = 8000;
/** A compiler may write a large binary (a 500 MB initialised static array makes a 500 MB object file and a
 * 500 MB executable, which gcc and the reference judges accept), but not fill the judge's tmpfs. */
export const COMPILE_OUTPUT_CAP = 1024 * MiB;

export interface CompiledProgram {
  language: LanguageDefinition;
  source: string;
  /** Host directory with the artifacts (root-owned, so a run can read but never change them). */
  artifactDir: string;
  artifacts: string[];
  /** JVM languages: the class holding `main`, found in the compiled classes. */
  mainClass?: string;
  dispose(): Promise<void>;
}

/** Whose rules a compile follows (JudgeProblem.programConventions): the site's, or an ICPC package's tools'. */
export type ProgramConventions = 'site' | 'package';

/** A submitted file's name, as DOMjudge accepts it (its submit refuses others): no spaces, slashes or shell
 * characters, which no compiler command or box path should ever see. */
const SUBMITTED_FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9+_.-]*$/;

export type CompileOutcome =
  | { ok: true; program: CompiledProgram; message: string }
  | { ok: false; systemError: boolean; message: string };

export function truncateMessage(text: string, limit = COMPILE_MESSAGE_LIMIT): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}\n... (${text.length - limit} more characters truncated)`;
}

/** The first bytes of a file, without reading the rest (a compiler's output may be up to the output cap). */
export async function readHead(path: string, bytes: number): Promise<string> {
  try {
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch {
    return '';
  }
}

function matches(pattern: string, name: string): boolean {
  return pattern.startsWith('*') ? name.endsWith(pattern.slice(1)) : name === pattern;
}

/** A multi-file submission's other sources that the compiler must be given too (same extension family). */
function compiledTogether(language: LanguageDefinition, sourceFiles: Record<string, string>): string[] {
  if (!language.compile) return [];
  const family = language.multiFileExtensions ?? [];
  return Object.keys(sourceFiles).filter((name) => family.some((extension) => name.endsWith(extension)));
}

export async function compileProgram(
  sandbox: JudgeSandbox,
  language: LanguageDefinition,
  source: string,
  extraFiles: Record<string, string> = {},
  sourceFiles: Record<string, string> = {},
  /** Multiplies the compile step's CPU and wall limits (tests in an emulated, ten times slower machine). */
  timeScale = 1,
  conventions: ProgramConventions = 'site',
  /** The entry file's name as submitted, for a language whose source keeps it (Kotlin). */
  fileName?: string,
): Promise<CompileOutcome> {
  const artifactDir = join(sandbox.workDir(), `program-${randomBytes(8).toString('hex')}`);
  await mkdir(artifactDir, { recursive: true, mode: 0o755 });
  const dispose = () => rm(artifactDir, { recursive: true, force: true });
  const sourceName = sourceFileName(language, source, fileName);
  const badName = Object.keys(sourceFiles).find((name) => !SUBMITTED_FILE_NAME.test(name));
  if (badName !== undefined) {
    await dispose();
    return {
      ok: false,
      systemError: false,
      message: `The file name "${badName}" is not allowed: a submitted file's name is letters, digits, _ + . and - (not starting with + . or -).`,
    };
  }
  try {
    return await sandbox.withBox(async (box) => {
      for (const [name, content] of Object.entries({ ...extraFiles, ...sourceFiles }))
        await box.writeFile(name, content);
      await box.writeFile(sourceName, source);
      const together = compiledTogether(language, sourceFiles);
      let message = '';
      if (language.compile) {
        const step = language.compile;
        const argv = expandArgv(step.argv, language, {
          source,
          fileName,
          memoryMb: step.memoryMb,
          stackMb: 64,
        });
        argv.splice(argv.indexOf(sourceName) + 1, 0, ...together);
        const result = await box.run({
          argv,
          env: step.env,
          cwd: '/box',
          writableBox: true,
          limits: {
            cpuMs: step.cpuMs * timeScale,
            wallMs: step.wallMs * timeScale,
            memoryBytes: step.memoryMb * MiB,
            outputBytes: COMPILE_OUTPUT_CAP,
            pids: step.pids,
            openFiles: 256,
          },
        });
        const output = [
          await readHead(result.stdoutPath, 64 * 1024),
          await readHead(result.stderrPath, 64 * 1024),
        ]
          .filter((part) => part.trim())
          .join('\n');
        message = truncateMessage(output.replaceAll('/box/', ''));
        const failure = describeCompileFailure(result);
        if (failure !== null) {
          await dispose();
          return {
            ok: false,
            systemError: result.outcome === 'sandbox-error',
            message: truncateMessage(
              `${failure}\n${message}`.trim() || `Compilation failed (${result.detail}).`,
            ),
          };
        }
      }
      const entry = findMainClass(language, source, sourceName, box.dir, conventions);
      if (entry.missing) {
        await dispose();
        return { ok: false, systemError: false, message: truncateMessage(`${entry.missing}\n${message}`) };
      }
      const names = await readdir(box.dir);
      // Interpreted languages keep their sources: a multi-file submission's modules too.
      const kept = [...(language.compile?.artifacts ?? [sourceName])];
      if (language.keepSources) kept.push(...Object.keys(sourceFiles));
      const artifacts = names.filter((name) => kept.some((pattern) => matches(pattern, name)));
      if (artifacts.length === 0) {
        await dispose();
        return {
          ok: false,
          systemError: false,
          message: truncateMessage(`the compiler produced no program\n${message}`),
        };
      }
      for (const name of [
        ...artifacts,
        ...Object.keys(extraFiles).filter((name) => !artifacts.includes(name)),
      ]) {
        await keepArtifact(join(box.dir, name), join(artifactDir, name));
      }
      const program: CompiledProgram = {
        language,
        source,
        artifactDir,
        artifacts: await readdir(artifactDir),
        mainClass: entry.mainClass,
        dispose,
      };
      return { ok: true, program, message };
    });
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * The class a JVM program runs: the one holding `main` among the compiled classes, preferring the one its source
 * names (jvm-entry-names.ts). A package's program without any is a compile error, as in DOMjudge; a site program
 * keeps the class its source names (HOJ's rule: a missing `main` shows when it runs).
 */
function findMainClass(
  language: LanguageDefinition,
  source: string,
  sourceName: string,
  boxDir: string,
  conventions: ProgramConventions,
): { mainClass?: string; missing?: string } {
  if (!language.mainClassFolder) return {};
  const folder = join(boxDir, language.mainClassFolder);
  const named = entryClassNames(language.name, source, sourceName);
  const mainClass = chooseMainClass(existsSync(folder) ? mainClassesIn(folder) : [], named);
  if (mainClass) return { mainClass };
  if (conventions === 'site') return { mainClass: named[0] };
  return {
    missing: 'No class has a `public static void main(String[] args)` method: there is nothing to run.',
  };
}

/** Null when the compile step succeeded; otherwise the line put before the compiler's own messages. A checker
 * that exits non-zero (py_compile, node --check, php -l, ruby -c on a syntax error) is a failed compile. */
export /** Takes a compiled file out of the box as root's, read-only for every box uid. A hard link (same tmpfs) keeps a
 * 500 MB executable from being copied; the box is emptied afterwards, so the inode is ours alone. */
async function keepArtifact(from: string, to: string): Promise<void> {
  const info = await stat(from);
  if (info.isDirectory()) {
    await mkdir(to, { mode: 0o755 });
    for (const name of await readdir(from)) await keepArtifact(join(from, name), join(to, name));
    return;
  }
  const executable = (info.mode & 0o111) !== 0;
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
  await chown(to, 0, 0);
  await chmod(to, executable ? 0o755 : 0o644);
}

function describeCompileFailure(result: RunResult): string | null {
  switch (result.outcome) {
    case 'ok':
      return null;
    case 'time-limit':
      return 'Compilation exceeded the time limit.';
    case 'memory-limit':
      return 'Compilation exceeded the memory limit.';
    case 'output-limit':
      return 'Compilation exceeded the output limit.';
    case 'runtime-error':
      // The compiler's own messages say why; the caller adds the exit code only when it printed nothing.
      return result.signal !== null ? `The compiler was killed (${result.detail}).` : '';
    case 'sandbox-error':
      return `System error while compiling: ${result.detail}`;
  }
}

export interface ProgramRunOptions {
  stdinPath?: string;
  stdoutPath?: string;
  stderrPath?: string;
  args?: string[];
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
  outputLimitBytes: number;
  openStdoutFirst?: boolean;
  pidFile?: string;
  peerPidFile?: string;
  /** False: the problem's limits apply as they are (ICPC packages), not times the language's factors. */
  languageFactors?: boolean;
  /** Wall limit; default 2x CPU + 1 s, enough for I/O but catching sleepers. */
  wallLimitMs?: number;
  /** Set over the language's own environment (a test case's TMPDIR). */
  env?: Record<string, string>;
  /** Output past the limit is discarded and the program runs on (RunSpec.truncateOutput; package submissions). */
  truncateOutput?: boolean;
  /** The program may write in its working directory (RunSpec.writableBox; ICPC `allow_file_writing`). */
  writableBox?: boolean;
}

/** How many /testcaseNNNNN/write_tmp directories each box holds (native/sandbox-helper.c, TESTCASE_DIRS). */
const TESTCASE_DIRS = 999;

/**
 * A test case's TMPDIR as DOMjudge names it, /testcaseNNNNN/write_tmp for the case numbered NNNNN from 1 (in the
 * box, the run's own fresh /tmp): programs written for DOMjudge check that name. Cases past the last such
 * directory get /tmp itself.
 */
export function caseTmpDir(caseIndex: number): string {
  const number = caseIndex + 1;
  return number >= 1 && number <= TESTCASE_DIRS
    ? `/testcase${String(number).padStart(5, '0')}/write_tmp`
    : '/tmp';
}

/**
 * A stack limit as large as the memory limit (an ICPC package's: the format sets none, so the stack may use all the
 * memory) is no limit of its own: RLIMIT_STACK stays unlimited and the memory limit bounds the stack, as under
 * DOMjudge. Set to the memory limit, every thread a program starts asked glibc for a stack that large (its default
 * thread stack is RLIMIT_STACK), and DOMjudge's test-multithread.c, which checks for the usual 2 MiB, aborted.
 */
function stackLimitBytes(stackLimitMb: number, memoryMb: number): number {
  return stackLimitMb >= memoryMb ? 0 : stackLimitMb * MiB;
}

/** Puts the compiled program into the (reset) box and runs it with the language's factors applied. */
export async function runCompiledProgram(
  box: Box,
  program: CompiledProgram,
  options: ProgramRunOptions,
): Promise<RunResult> {
  for (const name of program.artifacts) await box.linkFile(join(program.artifactDir, name), name);
  const { language } = program;
  const factors = options.languageFactors !== false;
  const timeMs = options.timeLimitMs * (factors ? language.timeFactor : 1);
  const memoryMb = options.memoryLimitMb * (factors ? language.memoryFactor : 1);
  const argv = [
    ...expandArgv(language.run.argv, language, {
      source: program.source,
      mainClass: program.mainClass,
      memoryMb: options.memoryLimitMb,
      stackMb: options.stackLimitMb,
    }),
    ...(options.args ?? []),
  ];
  return box.run({
    argv,
    env: { ...language.run.env, ...options.env },
    stdinPath: options.stdinPath,
    stdoutPath: options.stdoutPath,
    stderrPath: options.stderrPath,
    openStdoutFirst: options.openStdoutFirst,
    pidFile: options.pidFile,
    peerPidFile: options.peerPidFile,
    truncateOutput: options.truncateOutput,
    writableBox: options.writableBox,
    limits: {
      cpuMs: timeMs,
      wallMs: options.wallLimitMs ?? timeMs * 2 + 1000,
      memoryBytes: memoryMb * MiB,
      stackBytes: stackLimitBytes(options.stackLimitMb, memoryMb),
      outputBytes: options.outputLimitBytes,
      pids: language.pids,
      openFiles: language.openFiles,
    },
  });
}
