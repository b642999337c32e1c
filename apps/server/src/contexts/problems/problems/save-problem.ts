import type { ProblemSaveBody } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { invalidField } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import {
  assertTagsExist,
  buildCases,
  caseVersion,
  checkSpecialJudge,
  columnsOf,
  resolveTagIds,
} from './problem-form.ts';
import { checkProblemRules, fullScore } from './problem-rules.ts';
import { KNOWN_LANGUAGES, requireProblem, type ProblemsDeps } from './problems.deps.ts';
import type { NewCase } from './problems.repo.ts';

/**
 * Writes another module makes together with a problem's save, in its transaction (a contest problem's link
 * to its contest): the problem and they are stored together or not at all.
 */
export interface AlongWithSave {
  alongWith?: (trx: Db, pid: number) => Promise<void>;
  /** A group's problem (docs/api.md "Group problems"): only its members reach it; its new tags are its own. */
  gid?: number | null;
}

const ioScoreOf = (cases: NewCase[], body: ProblemSaveBody) =>
  fullScore(
    cases.map((c) => ({ score: c.score ?? 0, groupNum: c.groupNum })),
    body.problem.judgeCaseMode,
  );

/** The rows a problem's save replaces beside the problem's own: languages, templates and tags. */
async function replaceLists(
  deps: ProblemsDeps,
  trx: Db,
  pid: number,
  body: ProblemSaveBody,
  gid: number | null,
) {
  await deps.repo.replaceLanguages(pid, [...new Set(body.languages)], trx);
  await deps.repo.replaceTemplates(pid, body.codeTemplates, trx);
  await deps.repo.replaceTags(pid, await resolveTagIds(deps, body, trx, gid), trx);
}

/**
 * `checkerVerified`: the special judge or interactor is one we ship and test (the demo problems), so a
 * server without a judge of its own (remote daemons only) can still seed them.
 */
export async function create(
  deps: ProblemsDeps,
  actor: Actor,
  body: ProblemSaveBody,
  options: { checkerVerified?: boolean } & AlongWithSave = {},
): Promise<{ pid: number }> {
  checkProblemRules(body, KNOWN_LANGUAGES);
  if (!body.changeCases) throw invalidField('changeCases', 'a new problem needs its test cases');
  if (await deps.repo.findByProblemId(body.problem.problemId))
    throw invalidField('problem.problemId', 'The problem id already exists');
  const gid = options.gid ?? null;
  await assertTagsExist(deps, body, gid);
  if (!options.checkerVerified) await checkSpecialJudge(deps, body);
  const cases = await buildCases(deps, actor, body);
  const pid = await deps.db.transaction().execute(async (trx) => {
    const id = await deps.repo.insert(
      {
        ...columnsOf(body),
        author: actor.username,
        authorUid: actor.uid,
        modifiedUser: actor.username,
        ioScore: ioScoreOf(cases, body),
        caseVersion: caseVersion(cases),
        gid,
        originGid: gid,
        applyPublicProgress: null,
      },
      trx,
    );
    await deps.repo.replaceCases(id, cases, trx);
    await replaceLists(deps, trx, id, body, gid);
    await options.alongWith?.(trx, id);
    return id;
  });
  return { pid };
}

export async function update(
  deps: ProblemsDeps,
  actor: Actor,
  pid: number,
  body: ProblemSaveBody,
  options: AlongWithSave = {},
): Promise<void> {
  checkProblemRules(body, KNOWN_LANGUAGES);
  const stored = await requireProblem(deps, pid);
  const other = await deps.repo.findByProblemId(body.problem.problemId);
  if (other && other.id !== pid) throw invalidField('problem.problemId', 'The problem id already exists');
  await assertTagsExist(deps, body, stored.gid);
  await checkSpecialJudge(deps, body, stored);
  const cases = body.changeCases ? await buildCases(deps, actor, body) : null;
  await deps.db.transaction().execute(async (trx) => {
    await deps.repo.update(
      pid,
      {
        ...columnsOf(body),
        modifiedUser: actor.username,
        ...(cases ? { caseVersion: caseVersion(cases), ioScore: ioScoreOf(cases, body) } : {}),
      },
      trx,
    );
    if (cases) await deps.repo.replaceCases(pid, cases, trx);
    await replaceLists(deps, trx, pid, body, stored.gid);
    await options.alongWith?.(trx, pid);
  });
}
