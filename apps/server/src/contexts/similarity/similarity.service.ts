import type {
  MarkSimilarityPair,
  SimilarityCheckView,
  SimilarityPairDetail,
  SimilarityReport,
  SimilarityScope,
  StartSimilarityCheck,
} from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { AppError, say } from '../../errors.ts';
import { secondsSince } from '../../lib/time.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { createCheckRunner, type CheckRunner, type CheckSources } from './check-runner.ts';
import { DEFAULT_FINGERPRINTS, matchedRegions, prepareSource, templateHashesOf } from './engine/index.ts';
import { clustersOf, presentCheck, presentPair, type PairRow } from './report.ts';
import { requireScopeAdmin, type ScopeGates } from './scope-access.ts';
import { createSimilarityRepo, type SimilarityRepo, type StoredPair } from './similarity.repo.ts';

/**
 * What the similarity operations work with: their repo, the background runner, the scopes' gates, and the
 * submissions' code and problems' templates as the judging and problems contexts' facts read them.
 */
export interface SimilarityDeps extends CheckSources {
  repo: SimilarityRepo;
  runner: CheckRunner;
  gates: ScopeGates;
}

export function similarityDeps(
  db: Db,
  gates: ScopeGates,
  sources: CheckSources,
  log?: (error: unknown) => void,
): SimilarityDeps {
  const repo = createSimilarityRepo(db);
  return { repo, gates, ...sources, runner: createCheckRunner(repo, sources, log) };
}

/** Stored pairs with both sides' authors. */
async function withAuthors(deps: SimilarityDeps, pairs: StoredPair[]): Promise<PairRow[]> {
  const authors = await deps.code.authorsOf(pairs.flatMap((p) => [p.leftSubmissionId, p.rightSubmissionId]));
  return pairs.map((pair) => ({
    ...pair,
    left: authors.get(pair.leftSubmissionId),
    right: authors.get(pair.rightSubmissionId),
  }));
}

const missingCheck = () => new AppError('NOT_FOUND', say('The similarity check does not exist'));
const missingPair = () => new AppError('NOT_FOUND', say('The pair does not exist'));

/** A check the actor may see (they administer its scope, as the scope's context says today). */
async function requireCheck(deps: SimilarityDeps, actor: Actor, id: number) {
  const [check] = await deps.repo.checksOf({ id });
  if (!check) throw missingCheck();
  await requireScopeAdmin(deps.gates, actor, check.scope as SimilarityScope, check.scopeId);
  return check;
}

/** POST /api/admin/similarity/check: stored as queued, then run in the background. */
export async function startCheck(deps: SimilarityDeps, actor: Actor, body: StartSimilarityCheck) {
  await requireScopeAdmin(deps.gates, actor, body.scope, body.scopeId);
  const id = await deps.repo.insertCheck({ ...body, createdBy: actor.uid });
  deps.runner.schedule(id);
  return { id };
}

/**
 * A running check writes its progress every few thousand pairs (well under a second); one left queued or running
 * and untouched this long was on a server that stopped, so it may be run again.
 */
const ABANDONED_AFTER_SECONDS = 10 * 60;
const isUnderWay = (check: { status: string; gmtModified: string }) =>
  (check.status === 'queued' || check.status === 'running') &&
  secondsSince(check.gmtModified) < ABANDONED_AFTER_SECONDS;

/** POST /api/admin/similarity/check/rerun: compares only the pairs with a submission new since the last run. */
export async function rerunCheck(deps: SimilarityDeps, actor: Actor, id: number) {
  const check = await requireCheck(deps, actor, id);
  if (isUnderWay(check)) throw new AppError('BAD_REQUEST', say('The similarity check is still running'));
  await deps.repo.updateCheck(id, { status: 'queued' });
  deps.runner.schedule(id);
  return { id };
}

/** GET /api/admin/similarity/checks: a scope's checks, newest first. */
export async function listChecks(
  deps: SimilarityDeps,
  actor: Actor,
  query: { scope: SimilarityScope; scopeId: number },
): Promise<SimilarityCheckView[]> {
  await requireScopeAdmin(deps.gates, actor, query.scope, query.scopeId);
  return (await deps.repo.checksOf(query)).map(presentCheck);
}

/** GET /api/admin/similarity/check: the check, its pairs highest first and its clusters. */
export async function checkReport(deps: SimilarityDeps, actor: Actor, id: number): Promise<SimilarityReport> {
  const check = await requireCheck(deps, actor, id);
  const pairs = (await withAuthors(deps, await deps.repo.pairsOf(id))).map(presentPair);
  return { check: presentCheck(check), pairs, clusters: clustersOf(pairs) };
}

async function requirePair(deps: SimilarityDeps, actor: Actor, id: number) {
  const pair = await deps.repo.findPair(id);
  if (!pair) throw missingPair();
  const check = await requireCheck(deps, actor, pair.checkId);
  return { pair, check };
}

/** GET /api/admin/similarity/pair: both codes and the regions they share (the template left out). */
export async function pairDetail(
  deps: SimilarityDeps,
  actor: Actor,
  id: number,
): Promise<SimilarityPairDetail> {
  const { pair: stored, check } = await requirePair(deps, actor, id);
  const [[pair], code] = await Promise.all([
    withAuthors(deps, [stored]),
    deps.code.codeOf([stored.leftSubmissionId, stored.rightSubmissionId]),
  ]);
  const leftCode = code.get(pair.leftSubmissionId) ?? '';
  const rightCode = code.get(pair.rightSubmissionId) ?? '';
  const language = pair.left?.language ?? pair.right?.language ?? '';
  const templates = await deps.templates.ofProblems([pair.pid]);
  const template = templateHashesOf(
    [...templates.map((t) => t.code), check.baseCode],
    language,
    DEFAULT_FINGERPRINTS,
  );
  const left = prepareSource(leftCode, pair.left?.language ?? language, DEFAULT_FINGERPRINTS, template);
  const right = prepareSource(rightCode, pair.right?.language ?? language, DEFAULT_FINGERPRINTS, template);
  return {
    ...presentPair(pair),
    checkId: pair.checkId,
    leftCode,
    rightCode,
    regions: matchedRegions(left, right, template, DEFAULT_FINGERPRINTS.k),
  };
}

/** PUT /api/admin/similarity/pair: cleared or confirmed (or open again), with a note. */
export async function markPair(deps: SimilarityDeps, actor: Actor, body: MarkSimilarityPair) {
  await requirePair(deps, actor, body.id);
  await deps.repo.markPair(body.id, body.status, body.note);
}
