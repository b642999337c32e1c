import { JudgeStatus, type RuleSettings, type ScoreboardUser } from '@judge/contract';

/**
 * A contest submission as a board reads it. Records of one user are in the order they were made.
 * `submitMs` is the moment it was made (epoch ms; the seal compares it); `offsetSeconds` is how long
 * after the user's own start it was made (the contest's start, or the user's beginTime in a
 * time-limited contest, or a virtual participant's start), which the ACM penalty counts.
 */
export interface BoardRecord {
  submissionId: number;
  uid: number;
  displayId: string;
  status: number;
  score: number | null;
  /** Run time in ms (OI's tie-break); null when the judge gave none. */
  runTime: number | null;
  /** The score of each subtask (test-case group) the judge reported; read by the IOI rule only. */
  subtasks?: SubtaskScore[] | null;
  submitMs: number;
  /**
   * The moment the seal compares, when the row has an own window (docs/contest-rules.md "Own time windows"):
   * submitMs moved back by how far the window ends after the contest, so the row is sealed for the last stretch
   * of its own time as the others are for the contest's. Left out: submitMs.
   */
  sealMs?: number;
  offsetSeconds: number;
}

/** One subtask's score in a submission (judge_case groups, the judge's subtask results). */
export interface SubtaskScore {
  groupNum: number;
  score: number;
}

/** What a board does with a submission's status. */
export type VerdictKind = 'accepted' | 'rejected' | 'notCounted' | 'pending';

const REJECTED = new Set<number>([
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
]);
const PENDING = new Set<number>([
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
]);

/**
 * Accepted; rejected (a try that costs penalty: wrong answer, presentation error, time, memory or
 * output limit, runtime error, partial); pending (not judged yet); not counted (compile error, system
 * error, cancelled, failed to submit: the contestant's program never ran against the data, as ICPC
 * rules and the reference system treat them).
 */
export function verdictKind(status: number): VerdictKind {
  if (status === JudgeStatus.ACCEPTED) return 'accepted';
  if (REJECTED.has(status)) return 'rejected';
  if (PENDING.has(status)) return 'pending';
  return 'notCounted';
}

/**
 * How a viewer sees the records: `hiddenFromMs` hides the results of submissions made at or after
 * it (the seal: shown as tries pending); -Infinity hides every result (an OI contest before its
 * end, to those without realtime permission); null hides nothing.
 */
export interface ViewRules {
  hiddenFromMs: number | null;
  /** OI: 'Recent' (the latest judged submission counts) or 'Highest'. */
  oiRankScoreType: string;
  /** ACM: 'minute' (whole minutes, ICPC) or 'second' (HOJ's rule). */
  penaltyUnit: string;
  /** The scoring rule's parameters (Ledo, homework); the defaults when left out. */
  scoring?: RuleSettings;
}

/** The contest's settings a rule reads, beside what the viewer may see. */
export const ruleSettings = (settings: {
  oiRankScoreType: string;
  penaltyUnit: string;
  ruleSettings?: RuleSettings;
}) => ({
  oiRankScoreType: settings.oiRankScoreType,
  penaltyUnit: settings.penaltyUnit,
  scoring: settings.ruleSettings,
});

/** The moment the seal compares of a record: its row's own seal clock (sealMs), else when it was made. */
export const sealMomentOf = (record: Pick<BoardRecord, 'submitMs' | 'sealMs'>) =>
  record.sealMs ?? record.submitMs;

export const isHidden = (record: BoardRecord, view: ViewRules) =>
  view.hiddenFromMs !== null && sealMomentOf(record) >= view.hiddenFromMs;

/** A hidden cancelled submission is left out: cancelling is an admin's act, not a try. */
export const countsWhileHidden = (record: BoardRecord) => record.status !== JudgeStatus.CANCELLED;

export type { ScoreboardUser };
