import { JudgeStatus } from '@judge/contract';
import type { ProblemMessages } from '../../i18n/problem.en-US';

export type JudgeStatusName = Exclude<keyof ProblemMessages['judgeStatus'], 'progress'>;

export interface JudgeStatusLook {
  name: JudgeStatusName;
  /** Verdict colours of spec 1-core §4.1: AC green, WA red, TLE orange, MLE yellow, RE/CE/PA blues, PE its own. */
  color: string;
}

const LOOKS: Record<number, JudgeStatusLook> = {
  [JudgeStatus.NOT_SUBMITTED]: { name: 'notSubmitted', color: '#8c8c8c' },
  [JudgeStatus.SUBMITTED_UNKNOWN]: { name: 'submittedUnknown', color: '#8c8c8c' },
  [JudgeStatus.CANCELLED]: { name: 'cancelled', color: '#595959' },
  [JudgeStatus.PRESENTATION_ERROR]: { name: 'presentationError', color: '#eb2f96' },
  [JudgeStatus.COMPILE_ERROR]: { name: 'compileError', color: '#1677ff' },
  [JudgeStatus.WRONG_ANSWER]: { name: 'wrongAnswer', color: '#f5222d' },
  [JudgeStatus.ACCEPTED]: { name: 'accepted', color: '#52c41a' },
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: { name: 'timeLimitExceeded', color: '#fa8c16' },
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: { name: 'memoryLimitExceeded', color: '#d4b106' },
  [JudgeStatus.RUNTIME_ERROR]: { name: 'runtimeError', color: '#2f54eb' },
  [JudgeStatus.SYSTEM_ERROR]: { name: 'systemError', color: '#434343' },
  [JudgeStatus.PENDING]: { name: 'pending', color: '#faad14' },
  [JudgeStatus.COMPILING]: { name: 'compiling', color: '#13c2c2' },
  [JudgeStatus.JUDGING]: { name: 'judging', color: '#13c2c2' },
  [JudgeStatus.PARTIAL_ACCEPTED]: { name: 'partialAccepted', color: '#08979c' },
  [JudgeStatus.SUBMITTING]: { name: 'submitting', color: '#faad14' },
  [JudgeStatus.SUBMITTED_FAILED]: { name: 'submittedFailed', color: '#434343' },
  // Shown like a runtime error by clients that do not know it; ours names it.
  [JudgeStatus.OUTPUT_LIMIT_EXCEEDED]: { name: 'outputLimitExceeded', color: '#1d39c4' },
};

export const judgeStatusLook = (status: number): JudgeStatusLook =>
  LOOKS[status] ?? LOOKS[JudgeStatus.SUBMITTED_UNKNOWN];

/** The statuses a person filters the submission list by, in the order the reference system lists them. */
export const FILTERABLE_STATUSES: number[] = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.ACCEPTED,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.CANCELLED,
  JudgeStatus.SUBMITTED_FAILED,
];
