import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { SimilarityScope } from '@judge/contract';
import type { CodedSubmission, SubmissionCode, SubmissionPlace } from '../judging/facts.ts';
import type { TemplateReader } from '../problems/facts.ts';
import {
  compareSources,
  DEFAULT_FINGERPRINTS,
  flagScore,
  languageTableFor,
  prepareSource,
  templateHashesOf,
  type PreparedSource,
} from './engine/index.ts';
import type { NewPair, SimilarityRepo } from './similarity.repo.ts';

/** A submission a check may compare. */
type Candidate = CodedSubmission;
/** Which submissions belong to a scope: the place that names it. */
const SCOPE_PLACE: Record<SimilarityScope, SubmissionPlace> = {
  contest: 'cid',
  training: 'tid',
  group: 'gid',
  problem: 'pid',
};

/** What a run reads besides its own tables: the submissions' code and the problems' templates. */
export interface CheckSources {
  code: SubmissionCode;
  templates: TemplateReader;
}

/** Comparisons between two looks at the event loop (a few milliseconds), so the server keeps answering. */
const PAIRS_PER_SLICE = 5_000;

interface CheckRow {
  id: number;
  scope: string;
  scopeId: number;
  threshold: number;
  allSubmissions: number;
  baseCode: string;
}

/** Default: each user's last accepted submission per problem; on request every final one. */
export function selectSubmissions(candidates: Candidate[], allSubmissions: boolean): Candidate[] {
  if (allSubmissions) return candidates;
  const last = new Map<string, Candidate>();
  for (const candidate of candidates) last.set(`${candidate.uid}:${candidate.pid}`, candidate);
  return [...last.values()].sort((a, b) => a.id - b.id);
}

function groupByProblem(submissions: Candidate[]) {
  const byProblem = new Map<number, Candidate[]>();
  for (const submission of submissions)
    byProblem.set(submission.pid, [...(byProblem.get(submission.pid) ?? []), submission]);
  return byProblem;
}

/** Pairs by different users with at least one side not compared by an earlier run of the check. */
const shouldCompare = (left: Candidate, right: Candidate, compared: Set<number>) =>
  left.uid !== right.uid && !(compared.has(left.id) && compared.has(right.id));

function countWork(byProblem: Map<number, Candidate[]>, compared: Set<number>) {
  let total = 0;
  for (const submissions of byProblem.values())
    for (let i = 0; i < submissions.length; i += 1)
      for (let j = i + 1; j < submissions.length; j += 1)
        if (shouldCompare(submissions[i], submissions[j], compared)) total += 1;
  return total;
}

/** Each submission read once, its problem's templates and the check's base code subtracted. */
function prepareProblem(
  submissions: Candidate[],
  templates: { language: string; code: string }[],
  baseCode: string,
) {
  const templateCache = new Map<string, ReturnType<typeof templateHashesOf>>();
  return submissions.map((submission): PreparedSource => {
    const table = languageTableFor(submission.language);
    let template = templateCache.get(table.key);
    if (!template) {
      const given = templates
        .filter((t) => languageTableFor(t.language).key === table.key)
        .map((t) => t.code);
      template = templateHashesOf([...given, baseCode], submission.language, DEFAULT_FINGERPRINTS);
      templateCache.set(table.key, template);
    }
    return prepareSource(submission.code, submission.language, DEFAULT_FINGERPRINTS, template);
  });
}

/**
 * Runs checks in the background of this server, one after another (they share the two cores with the judge and
 * the site), writing progress as it goes. A check whose server stops mid-run stays 'running' (docs/similarity.md).
 */
export function createCheckRunner(
  repo: SimilarityRepo,
  sources: CheckSources,
  log: (error: unknown) => void = () => {},
) {
  let queue: Promise<void> = Promise.resolve();

  async function run(check: CheckRow) {
    const candidates = await sources.code.inPlace(
      SCOPE_PLACE[check.scope as SimilarityScope],
      check.scopeId,
      check.allSubmissions !== 1,
    );
    const submissions = selectSubmissions(candidates, check.allSubmissions === 1);
    const compared = await repo.comparedIds(check.id);
    const byProblem = groupByProblem(submissions);
    const total = countWork(byProblem, compared);
    await repo.updateCheck(check.id, {
      status: 'running',
      progressDone: 0,
      progressTotal: total,
      error: null,
    });
    const templates = await sources.templates.ofProblems([...byProblem.keys()]);
    const found: NewPair[] = [];
    let done = 0;
    for (const [pid, group] of byProblem) {
      const prepared = prepareProblem(
        group,
        templates.filter((t) => t.pid === pid),
        check.baseCode,
      );
      for (let i = 0; i < group.length; i += 1) {
        for (let j = i + 1; j < group.length; j += 1) {
          if (!shouldCompare(group[i], group[j], compared)) continue;
          const similarity = compareSources(prepared[i], prepared[j]);
          const score = flagScore(similarity);
          if (score >= check.threshold)
            found.push({
              pid,
              leftSubmissionId: group[i].id,
              rightSubmissionId: group[j].id,
              leftSimilarity: similarity.left,
              rightSimilarity: similarity.right,
              score,
            });
          done += 1;
          if (done % PAIRS_PER_SLICE === 0) {
            await repo.updateCheck(check.id, { progressDone: done });
            await yieldToEventLoop();
          }
        }
      }
    }
    await repo.saveRun(
      check.id,
      found,
      submissions.map((submission) => submission.id),
    );
    await repo.updateCheck(check.id, { status: 'done', progressDone: done });
  }

  async function runSafely(checkId: number) {
    const check = await repo.findCheck(checkId);
    if (!check) return;
    try {
      await run(check);
    } catch (error) {
      log(error);
      await repo.updateCheck(checkId, {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return {
    /** Queues a check to run after the ones before it; answers at once. */
    schedule(checkId: number) {
      queue = queue.then(() => runSafely(checkId)).catch(log);
    },
    /** Settles when every scheduled check has finished (the server waits for it on close). */
    whenIdle: () => queue,
  };
}
export type CheckRunner = ReturnType<typeof createCheckRunner>;
