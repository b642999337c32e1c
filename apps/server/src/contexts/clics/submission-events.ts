import { CONTEST_TYPE } from '@judge/contract';
import { sealMomentOf, type BoardRecord } from '../contests/facts.ts';
import { absoluteTime, decimalSeconds, relativeTime } from './clics-format.ts';
import { languageId } from './config-mappers.ts';
import type { ContestScope } from './contest-scope.ts';
import { judgementTypeOf } from './judgement-types.ts';
import { submissionFiles } from './submission-files.ts';
import { TYPE_ORDER, type LiveEvent } from './live-event.ts';

/** The contest's submissions by its teams (the board's records), in the order they were made. */
export function contestRecords(scope: ContestScope): BoardRecord[] {
  return [...scope.record.board.recordsByUser.values()]
    .flat()
    .filter((record) => scope.teamUids.has(record.uid))
    .sort((a, b) => a.submitMs - b.submitMs || a.submissionId - b.submissionId);
}

/**
 * Each submission, its judgement once this reader may see it (a cancelled one has none) and, once judged,
 * a run per test case.
 */
export function submissionEvents(scope: ContestScope): LiveEvent[] {
  return contestRecords(scope).flatMap((record) => {
    const submission = submissionEvent(scope, record);
    const judgement = judgementEvent(scope, record);
    if (!judgement) return [submission];
    return [submission, judgement, ...runEvents(scope, judgement)];
  });
}

/** A run per test case of a judged judgement, at the judgement's end (cases carry no time of their own). */
function runEvents(scope: ContestScope, judgement: LiveEvent): LiveEvent[] {
  if (judgement.phase === 0) return [];
  const judgementId = judgement.id!;
  const end = judgement.data as { end_time: string; end_contest_time: string };
  const cases = scope.judgeCases.get(Number(judgementId)) ?? [];
  return cases.flatMap((judgeCase, index) => {
    const type = judgementTypeOf(judgeCase.status);
    if (typeof type !== 'string') return [];
    const id = `${judgementId}-${judgeCase.position}`;
    const data = {
      id,
      judgement_id: judgementId,
      ordinal: index + 1,
      judgement_type_id: type,
      time: end.end_time,
      contest_time: end.end_contest_time,
      run_time: decimalSeconds(Math.max(0, judgeCase.time)),
    };
    return [{ type: 'runs', id, data, atMs: judgement.atMs, order: TYPE_ORDER.runs, phase: 0 }];
  });
}

/** A submission's id in the API: the one its client chose (a PUT), else ours. */
export const submissionIdOf = (scope: ContestScope, submissionId: number) =>
  scope.submissionNames.get(submissionId) ?? String(submissionId);

function submissionEvent(scope: ContestScope, record: BoardRecord): LiveEvent {
  const id = submissionIdOf(scope, record.submissionId);
  const language = scope.submissionFacts.get(record.submissionId)?.language ?? 'unknown';
  const data = {
    id,
    language_id: languageId(language),
    problem_id: scope.problemIds.get(record.displayId)!,
    team_id: scope.teamIdOf(record.uid),
    time: absoluteTime(record.submitMs),
    contest_time: relativeTime(record.submitMs - scope.startMs),
    files: submissionFiles(scope, id),
  };
  const atMs = placedMs(scope, record);
  return { type: 'submissions', id, data, atMs, order: TYPE_ORDER.submissions, phase: 0 };
}

/** Where a submission's event is placed: when it was made, or written if a forwarding client dated it earlier. */
function placedMs(scope: ContestScope, record: BoardRecord) {
  return scope.placedMs('submissions', String(record.submissionId), record.submitMs);
}

/**
 * A judgement has our submission's id. Pending: sent when the submission was made, without a type. Judged:
 * sent when the judging ended (the submission's last write), or, for the public, when the freeze lifted.
 * Hidden from this reader (the seal): not sent.
 */
function judgementEvent(scope: ContestScope, record: BoardRecord): LiveEvent | null {
  const type = judgementTypeOf(record.status);
  if (type === undefined) return null;
  const hidden = scope.hiddenFromMs !== null && sealMomentOf(record) >= scope.hiddenFromMs;
  if (hidden && type !== null) return null;
  const id = String(record.submissionId);
  const start = {
    id,
    submission_id: submissionIdOf(scope, record.submissionId),
    start_time: absoluteTime(record.submitMs),
    start_contest_time: relativeTime(record.submitMs - scope.startMs),
  };
  if (type === null) {
    const data = { ...start, judgement_type_id: null, end_time: null, end_contest_time: null };
    const atMs = placedMs(scope, record);
    return { type: 'judgements', id, data, atMs, order: TYPE_ORDER.judgements, phase: 0 };
  }
  const judgedMs = Math.max(record.submitMs, scope.submissionFacts.get(record.submissionId)?.updatedMs ?? 0);
  const data = {
    ...start,
    judgement_type_id: type,
    end_time: absoluteTime(judgedMs),
    end_contest_time: relativeTime(judgedMs - scope.startMs),
    ...(scope.settings.type === CONTEST_TYPE.OI ? { score: Math.max(0, record.score ?? 0) } : {}),
    max_run_time: record.runTime === null ? null : decimalSeconds(record.runTime),
  };
  // Never before its submission's event (one dated earlier is placed when written; its judging may end sooner).
  const atMs = Math.max(judgedMs, scope.resultShownFromMs(record.submitMs), placedMs(scope, record));
  return { type: 'judgements', id, data, atMs, order: TYPE_ORDER.judgements, phase: 1 };
}
