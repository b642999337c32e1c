// Judging a package's own submissions against the verdicts their folders expect: the CLI's `check`, and the
// site's import report. A package without an explicit time limit gets the one its format derives from the
// accepted submissions (run first with a provisional limit).
import { verdictAbbreviation, type JudgeResult, type JudgeTask } from '@judge/contract';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { JudgeWorker } from '../worker.ts';
import { deriveTimeLimit } from './icpc/package-config.ts';
import type { LoadedProblem } from './load-problem.ts';
import { readSubmission } from './submission-files.ts';

/** The limit accepted submissions run under while the time limit is being derived (problemtools uses 60 s). */
export const PROVISIONAL_TIME_LIMIT_MS = 10_000;

export interface SubmissionCheck {
  /** Relative to the package. */
  path: string;
  folder: string;
  expected: string[];
  verdict: string;
  score: number;
  /** submissions.yaml `score`: an exact score or an inclusive range. */
  expectedScore?: number | [number, number];
  ok: boolean;
  result: JudgeResult;
}

export interface PackageCheck {
  timeLimitMs: number;
  /** How the time limit was found, for people. */
  timeLimitSource: string;
  submissions: SubmissionCheck[];
}

export const abbreviation = (status: number) => verdictAbbreviation[status] ?? String(status);

export async function judgeSubmission(
  worker: JudgeWorker,
  loaded: LoadedProblem,
  path: string,
  options: {
    languageName?: string;
    timeLimitMs?: number;
    onProgress?: Parameters<JudgeWorker['judge']>[1];
  } = {},
): Promise<JudgeResult> {
  const submission = readSubmission(path, worker.languages, options.languageName);
  const task: JudgeTask = {
    taskId: `${relative(process.cwd(), path)}-${Date.now()}`,
    language: submission.language.name,
    source: submission.source,
    sourceFiles: submission.sourceFiles,
    problem: { ...loaded.problem, timeLimitMs: options.timeLimitMs ?? loaded.problem.timeLimitMs },
    testCases: loaded.testCases,
  };
  return worker.judge(task, options.onProgress);
}

/** The time limit: the package's own, or derived from the slowest accepted submission as its version says. */
export async function resolveTimeLimit(
  worker: JudgeWorker,
  loaded: LoadedProblem,
  dir: string,
): Promise<{ timeLimitMs: number; source: string; accepted: Map<string, JudgeResult> }> {
  const accepted = new Map<string, JudgeResult>();
  if (loaded.problem.timeLimitMs > 0 || !loaded.icpc)
    return { timeLimitMs: loaded.problem.timeLimitMs, source: 'given by the package', accepted };
  let slowest = 0;
  for (const submission of loaded.submissions.filter((entry) => entry.folder === 'accepted')) {
    const result = await judgeSubmission(worker, loaded, submission.path, {
      timeLimitMs: PROVISIONAL_TIME_LIMIT_MS,
    });
    accepted.set(submission.path, result);
    slowest = Math.max(slowest, result.timeMs);
  }
  if (accepted.size === 0)
    throw new Error(`${dir}: no time limit and no accepted submission to derive one from`);
  const seconds = deriveTimeLimit(loaded.icpc, slowest / 1000);
  return {
    timeLimitMs: Math.round(seconds * 1000),
    source: `derived: slowest accepted run ${slowest} ms x ${loaded.icpc.limits.timeMultiplier} -> ${seconds} s`,
    accepted,
  };
}

export async function checkPackage(
  worker: JudgeWorker,
  loaded: LoadedProblem,
  dir: string,
  onChecked: (check: SubmissionCheck) => void = () => undefined,
): Promise<PackageCheck> {
  const { timeLimitMs, source, accepted } = await resolveTimeLimit(worker, loaded, dir);
  const submissions: SubmissionCheck[] = [];
  const expectedScores = readExpectedScores(dir);
  for (const submission of loaded.submissions) {
    // An accepted submission judged while deriving the limit keeps that result if its slowest case fits the
    // derived limit (with the multiplier it always does); otherwise it is judged again under the limit.
    const earlier = accepted.get(submission.path);
    const result =
      earlier && earlier.timeMs <= timeLimitMs
        ? earlier
        : await judgeSubmission(worker, loaded, submission.path, { timeLimitMs });
    const verdict = abbreviation(result.status);
    const wantedScore = expectedScores[relative(join(dir, 'submissions'), submission.path)];
    const check: SubmissionCheck = {
      path: relative(dir, submission.path),
      folder: submission.folder,
      expected: submission.expected,
      verdict,
      score: result.score,
      ok: submission.expected.includes(verdict) && scoreMatches(result.score, wantedScore),
      expectedScore: wantedScore,
      result,
    };
    submissions.push(check);
    onChecked(check);
  }
  return { timeLimitMs, timeLimitSource: source, submissions };
}

/** `score` of submissions/submissions.yaml entries named by a submission's path (2023-07): exact or [low, high]. */
function readExpectedScores(dir: string): Record<string, number | [number, number]> {
  const path = join(dir, 'submissions', 'submissions.yaml');
  if (!existsSync(path)) return {};
  const parsed = (parseYaml(readFileSync(path, 'utf8')) ?? {}) as Record<string, { score?: unknown }>;
  const scores: Record<string, number | [number, number]> = {};
  for (const [key, entry] of Object.entries(parsed)) {
    const score = entry?.score;
    if (typeof score === 'number') scores[key] = score;
    else if (Array.isArray(score) && score.length === 2) scores[key] = [Number(score[0]), Number(score[1])];
  }
  return scores;
}

function scoreMatches(score: number, wanted: number | [number, number] | undefined): boolean {
  if (wanted === undefined) return true;
  if (typeof wanted === 'number') return Math.abs(score - wanted) < 1e-6;
  return score >= wanted[0] - 1e-6 && score <= wanted[1] + 1e-6;
}
