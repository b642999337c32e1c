// Command line for problem setters and tests:
//   judge local <problem-dir> <source-file> [--language NAME] [--unsafe-no-sandbox]
//   judge check <icpc-package-dir> [--unsafe-no-sandbox]      every submissions/<verdict>/ file vs its folder
//   judge languages                                           what this host can judge
//   judge --server URL --key KEY [--concurrency N] [--name NAME] [--cache-dir DIR] [--drain-seconds S]
//                                                             daemon: judge for a server (docs/judge.md)
import { relative } from 'node:path';
import { z } from 'zod';
import type { JudgeProgress } from '@judge/contract';
import { ServerRefusedError, startJudgeDaemon } from './daemon.ts';
import { detectLanguages } from './languages/index.ts';
import { abbreviation, checkPackage, judgeSubmission, resolveTimeLimit } from './problem/check-package.ts';
import { loadProblem, type LoadedProblem } from './problem/load-problem.ts';
import { preparePolygonPackage, type PreparedPolygonPackage } from './problem/polygon/generate-tests.ts';
import { checkLines, headerLine, outcomeOf, summaryLines } from './problem/check-report.ts';
import { SandboxUnavailableError } from './sandbox/index.ts';
import { createJudgeWorker, type JudgeWorker } from './worker.ts';

interface ParsedArgs {
  positional: string[];
  language?: string;
  unsafe: boolean;
}

function parseArgs(argv: string[]): ParsedArgs {
  const parsed: ParsedArgs = { positional: [], unsafe: process.env.JUDGE_UNSAFE_NO_SANDBOX === '1' };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--language' || arg === '-l') parsed.language = argv[++index];
    else if (arg.startsWith('--language=')) parsed.language = arg.slice('--language='.length);
    else if (arg === '--unsafe-no-sandbox') parsed.unsafe = true;
    else parsed.positional.push(arg);
  }
  return parsed;
}

const usage = `usage:
  npm run judge -- local <problem-dir> <source-file> [--language NAME] [--unsafe-no-sandbox]
  npm run judge -- check <icpc-package-dir> [--unsafe-no-sandbox]
  npm run judge -- languages
  npm run judge -- --server URL --key KEY [--concurrency N] [--name NAME] [--cache-dir DIR]
                   [--drain-seconds S] [--unsafe-no-sandbox]      (the key may come from JUDGE_KEY instead)`;

const daemonArgsSchema = z.object({
  server: z.url({ protocol: /^https?$/, error: '--server must be an http:// or https:// URL' }),
  key: z.string({ error: '--key (or JUDGE_KEY) is required' }).min(1, '--key must not be empty'),
  concurrency: z.coerce
    .number({ error: '--concurrency must be a number' })
    .int('--concurrency must be a whole number')
    .min(1, '--concurrency must be at least 1')
    .max(64, '--concurrency must be at most 64')
    .optional(),
  name: z.string().optional(),
  cacheDir: z.string().min(1, '--cache-dir must not be empty').optional(),
  drainSeconds: z.coerce
    .number({ error: '--drain-seconds must be a number' })
    .min(0, '--drain-seconds must not be negative')
    .max(3600, '--drain-seconds must be at most 3600')
    .default(30),
});

const DAEMON_FLAGS: Record<string, keyof z.input<typeof daemonArgsSchema>> = {
  '--server': 'server',
  '--key': 'key',
  '--concurrency': 'concurrency',
  '--name': 'name',
  '--cache-dir': 'cacheDir',
  '--drain-seconds': 'drainSeconds',
};

/** Daemon mode: runs until SIGINT/SIGTERM (a second signal gives running tasks back at once). */
async function runDaemon(argv: string[]): Promise<number> {
  const raw: Record<string, string> = {};
  let unsafe = process.env.JUDGE_UNSAFE_NO_SANDBOX === '1';
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split(/=(.*)/s, 2);
    if (flag === '--unsafe-no-sandbox') unsafe = true;
    else if (DAEMON_FLAGS[flag]) raw[DAEMON_FLAGS[flag]] = inline ?? argv[++index];
    else {
      console.error(`unknown argument ${argv[index]}\n${usage}`);
      return 64;
    }
  }
  const parsed = daemonArgsSchema.safeParse({ key: process.env.JUDGE_KEY, ...raw });
  if (!parsed.success) {
    console.error(parsed.error.issues[0].message);
    return 64;
  }
  const args = parsed.data;
  const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
  // Listening before the start: a signal while the daemon starts (it may already be claiming) stops it
  // cleanly once it exists, instead of killing the process with its claims held.
  let daemon: Awaited<ReturnType<typeof startJudgeDaemon>> | undefined;
  let stopRequested = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopRequested = true;
      void daemon?.stop();
    });
  try {
    daemon = await startJudgeDaemon({
      serverUrl: args.server,
      key: args.key,
      concurrency: args.concurrency,
      name: args.name,
      cacheDir: args.cacheDir,
      drainMs: args.drainSeconds * 1000,
      allowUnsafe: unsafe,
      log,
    });
  } catch (error) {
    if (error instanceof SandboxUnavailableError) console.error(error.message);
    // A refusal was logged by the daemon; neither is worth retrying, so no stack trace either.
    if (error instanceof SandboxUnavailableError || error instanceof ServerRefusedError) return 3;
    if (error instanceof z.ZodError) {
      console.error(`--name: ${error.issues[0].message}`);
      return 64;
    }
    throw error;
  }
  if (stopRequested) void daemon.stop();
  try {
    await daemon.finished;
    return 0;
  } catch {
    return 3;
  }
}

function printCase(testCase: NonNullable<JudgeProgress['case']>): void {
  const message = testCase.message ? `  ${testCase.message.split('\n')[0].slice(0, 120)}` : '';
  const group = testCase.groupNum !== undefined ? `  group ${testCase.groupNum}` : '';
  const score = testCase.score ? `  score ${testCase.score}` : '';
  console.log(
    `case ${String(testCase.index + 1).padStart(3)}  ${abbreviation(testCase.status).padEnd(9)} ${String(testCase.timeMs).padStart(6)} ms ${String(testCase.memoryKb).padStart(8)} KiB${group}${score}${message}`,
  );
}

async function localCommand(
  worker: JudgeWorker,
  loaded: LoadedProblem,
  problemDir: string,
  sourcePath: string,
  languageName?: string,
): Promise<number> {
  const { timeLimitMs, source } = await resolveTimeLimit(worker, loaded, problemDir);
  if (loaded.icpc) console.log(`time limit: ${timeLimitMs / 1000} s (${source})`);
  const result = await judgeSubmission(worker, loaded, sourcePath, {
    languageName,
    timeLimitMs,
    onProgress: (progress) => progress.case && printCase(progress.case),
  });
  if (result.errorMessage) console.log(result.errorMessage.trimEnd());
  if (loaded.problem.type === 1) console.log(`score: ${result.score}`);
  if (result.gradedStatus !== undefined && result.gradedStatus !== result.status)
    console.log(
      `graded: ${abbreviation(result.gradedStatus)} (the package's grader; shown as ${abbreviation(result.status)})`,
    );
  console.log(
    `time: ${result.timeMs} ms, memory: ${result.memoryKb} KiB${result.unsafe ? ' (UNSAFE: no sandbox)' : ''}`,
  );
  console.log(`verdict: ${abbreviation(result.status)}`);
  return 0;
}

async function checkCommand(worker: JudgeWorker, loaded: LoadedProblem, problemDir: string): Promise<number> {
  if (loaded.submissions.length === 0) {
    console.error(`${problemDir}: no submissions/<verdict>/ files to check`);
    return 1;
  }
  const columns = {
    path: Math.max(10, ...loaded.submissions.map((entry) => relative(problemDir, entry.path).length)),
    scoring: loaded.problem.type === 1,
  };
  console.log(headerLine(columns));
  const report = await checkPackage(worker, loaded, problemDir, (check) => {
    for (const line of checkLines(check, columns)) console.log(line);
  });
  for (const line of summaryLines(report)) console.log(line);
  // The verifier's answer: non-zero on any difference, so a script (or CI) can stop a contest's set-up.
  return report.submissions.some((check) => outcomeOf(check) === 'DIFFERS') ? 1 : 0;
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const args = parseArgs(rest);
  if (command === 'languages') {
    for (const entry of detectLanguages().all)
      console.log(
        `${entry.enabled ? 'enabled ' : 'DISABLED'}  ${entry.language.name}${entry.reason ? `  (${entry.reason})` : ''}`,
      );
    return 0;
  }
  if (command?.startsWith('--server') || rest.some((arg) => arg.startsWith('--server')))
    return runDaemon(process.argv.slice(2));
  if (command !== 'local' && command !== 'check') {
    console.error(usage);
    return 64;
  }
  const [problemDir, sourcePath] = args.positional;
  if (!problemDir || (command === 'local' && !sourcePath)) {
    console.error(usage);
    return 64;
  }
  let worker: JudgeWorker;
  try {
    worker = await createJudgeWorker({
      allowUnsafe: args.unsafe,
      concurrency: 1,
      log: (line) => console.error(line),
    });
  } catch (error) {
    if (error instanceof SandboxUnavailableError) {
      console.error(error.message);
      return 3;
    }
    throw error;
  }
  let prepared: PreparedPolygonPackage | undefined;
  try {
    // A standard Polygon package's generated tests and answers are made first, in a copy of it.
    prepared = await preparePolygonPackage(problemDir, { allowUnsafe: args.unsafe });
    if (prepared.made.length > 0)
      console.log(
        `made ${prepared.made.length} test file(s) with the package's generators and main solution`,
      );
    const loaded = loadProblem(prepared.dir);
    return command === 'local'
      ? await localCommand(worker, loaded, prepared.dir, sourcePath, args.language)
      : await checkCommand(worker, loaded, prepared.dir);
  } finally {
    await worker.close();
    await prepared?.dispose();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
