import { IDE_LANGUAGES } from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import { randomToken } from '../../../lib/random.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import {
  requireContestProblem,
  requireGroupProblem,
  requireSubmittableProblem,
  requireTrainingProblem,
} from './submission-targets.ts';
import type { SubmissionsDeps } from './submissions.deps.ts';
import type { TestRunOutcome } from './test-runs.repo.ts';

/** POST /api/submit-problem-test-judge: a run on the problem's page (its rules) or in the online IDE. */
export async function startTestRun(
  deps: SubmissionsDeps,
  actor: Actor,
  body: {
    pid?: number;
    cid?: number;
    tid?: number;
    /** A run on a group problem's page: the group's rules (docs/api.md "Group problems"). */
    gid?: number;
    language: string;
    code: string;
    userInput: string;
    expectedOutput?: string;
  },
) {
  const { language } = body;
  if (body.pid !== undefined && body.cid)
    await requireContestProblem(deps, actor, { cid: body.cid, pid: body.pid, language });
  else if (body.pid !== undefined && body.tid)
    await requireTrainingProblem(deps, actor, { tid: body.tid, pid: body.pid, language });
  else if (body.pid !== undefined && body.gid)
    await requireGroupProblem(deps, actor, { gid: body.gid, pid: body.pid, language });
  else if (body.pid !== undefined) await requireSubmittableProblem(deps, actor, body.pid, language);
  // The online IDE's run has no problem: only the IDE's languages (docs/api.md "Online IDE").
  else if (!(IDE_LANGUAGES as readonly string[]).includes(language))
    throw invalidField('language', say('{{language}} is not a language of the online IDE', { language }));
  const runKey = randomToken(18);
  await deps.testRuns.insert({
    runKey,
    uid: actor.uid,
    pid: body.pid ?? null,
    language,
    code: body.code,
    userInput: body.userInput,
    expectedOutput: body.expectedOutput ?? null,
  });
  deps.onQueued();
  return runKey;
}

/** GET /api/get-test-judge-result: the caller's own run, while it is kept. */
export async function testRunResult(deps: SubmissionsDeps, actor: Actor, runKey: string) {
  const run = await deps.testRuns.find(runKey);
  if (!run || run.uid !== actor.uid)
    throw new AppError('NOT_FOUND', 'The test run does not exist or has expired');
  const problem = run.pid === null ? undefined : await deps.problems.findById(run.pid);
  const outcome: TestRunOutcome | null = run.result ? (JSON.parse(run.result) as TestRunOutcome) : null;
  return {
    status: run.status,
    time: outcome?.time ?? null,
    memory: outcome?.memory ?? null,
    stderr: outcome?.stderr ?? null,
    userInput: run.userInput,
    expectedOutput: run.expectedOutput,
    userOutput: outcome?.userOutput ?? null,
    problemJudgeMode: problem?.judgeMode ?? 'default',
  };
}
