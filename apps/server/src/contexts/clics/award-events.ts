import { CONTEST_TYPE, JudgeStatus, type AcmRankRow, type ScoreboardRow } from '@judge/contract';
import { clicsId } from './clics-format.ts';
import { readsEverything, type ContestScope } from './contest-scope.ts';
import { TYPE_ORDER, type LiveEvent } from './live-event.ts';
import { contestRecords } from './submission-events.ts';

/**
 * The awards: the first to solve each problem (ACM), sent when that judgement reached this reader; and, once
 * the final results are out to this reader, the winner and the contest's own awards (its medals).
 */
export function awardEvents(scope: ContestScope): LiveEvent[] {
  return withWrittenAwards(scope, [...firstToSolveEvents(scope), ...finalAwardEvents(scope)]);
}

/** Whether this reader sees the final results: the end passed and nothing hidden from it. */
const finalResultsOut = (scope: ContestScope) => scope.nowMs >= scope.endMs && scope.hiddenFromMs === null;

/**
 * The awards the contest's admins wrote (award-writes.ts) over the computed ones: a written award replaces the
 * computed one of its id (removed: sent as a deletion), each sent when it was written. Admins and analysts see
 * them at once; the public with the final results (an award may tell what the freeze hides).
 */
function withWrittenAwards(scope: ContestScope, computed: LiveEvent[]): LiveEvent[] {
  if (!readsEverything(scope.reader) && !finalResultsOut(scope)) return computed;
  const written = new Map(scope.writtenAwards.map((award) => [award.id, award]));
  const kept = computed.filter((event) => !written.has(event.id!));
  const writes = [...written.values()].map((award) => {
    const atMs = Date.parse(award.updatedAt);
    const data = award.deleted ? null : { id: award.id, citation: award.citation, team_ids: award.teamIds };
    return { type: 'awards', id: award.id, data, atMs, order: TYPE_ORDER.awards, phase: 0 };
  });
  return [...kept, ...writes];
}

const award = (
  scope: ContestScope,
  id: string,
  citation: string,
  winners: ScoreboardRow[],
  atMs: number,
): LiveEvent => ({
  type: 'awards',
  id,
  data: { id, citation, team_ids: winners.map((row) => scope.teamIdOf(row.uid)) },
  atMs,
  order: TYPE_ORDER.awards,
  phase: 0,
});

function firstToSolveEvents(scope: ContestScope): LiveEvent[] {
  if (scope.settings.type !== CONTEST_TYPE.ACM) return [];
  const ranked = (scope.rows as AcmRankRow[]).filter((row) => row.rank > 0);
  const records = contestRecords(scope);
  return scope.record.board.problems.flatMap((problem) => {
    const firsts = ranked.filter((row) => row.submissionInfo[problem.displayId]?.isFirstAC);
    if (firsts.length === 0) return [];
    const solvedMs = firsts.map((row) => {
      const solve = records.find(
        (record) =>
          record.uid === row.uid &&
          record.displayId === problem.displayId &&
          record.status === JudgeStatus.ACCEPTED,
      );
      const judgedMs = solve
        ? (scope.submissionFacts.get(solve.submissionId)?.updatedMs ?? solve.submitMs)
        : 0;
      return solve
        ? Math.max(solve.submitMs, judgedMs, scope.resultShownFromMs(solve.submitMs))
        : scope.nowMs;
    });
    const id = `first-to-solve-${scope.problemIds.get(problem.displayId)}`;
    return [award(scope, id, `First to solve problem ${problem.displayId}`, firsts, Math.max(...solvedMs))];
  });
}

/** Final standings' awards: after the end, when this reader sees the real board (the seal lifted). */
function finalAwardEvents(scope: ContestScope): LiveEvent[] {
  if (!finalResultsOut(scope)) return [];
  const atMs = !readsEverything(scope.reader) ? (scope.thawMs ?? scope.endMs) : scope.endMs;
  const ranked = scope.rows.filter((row) => row.rank > 0);
  const events: LiveEvent[] = [];
  const winners = ranked.filter((row) => row.rank === 1 && hasSolved(row));
  if (winners.length > 0) events.push(award(scope, 'winner', 'Contest winner', winners, atMs));
  const medals = new Map<string, ScoreboardRow[]>();
  for (const row of ranked)
    if (row.isWinAward && row.awardName)
      medals.set(row.awardName, [...(medals.get(row.awardName) ?? []), row]);
  [...medals].forEach(([name, holders], index) =>
    events.push(award(scope, medalId(name, index), name, holders, atMs)),
  );
  return events;
}

/** `gold-medal` from "Gold Medal" (the resolver knows these); a name with no such letters by its place. */
function medalId(name: string, index: number) {
  const id = clicsId(name.toLowerCase());
  return id === 'x' || id === 'winner' || id.startsWith('first-to-solve') ? `award-${index + 1}` : id;
}

const hasSolved = (row: ScoreboardRow) => ('ac' in row ? row.ac > 0 : row.totalScore > 0);
