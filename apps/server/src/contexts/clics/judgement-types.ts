import { JudgeStatus } from '@judge/contract';

/**
 * Our verdicts as the Contest API's judgement types (JSON_Format.md "Judgement Types", the ids of its
 * big-5 and common list). A partial score is a wrong answer with a score: the spec has no partial type.
 */
export interface JudgementType {
  id: string;
  name: string;
  penalty: boolean;
  solved: boolean;
}

export const JUDGEMENT_TYPES: readonly JudgementType[] = [
  { id: 'AC', name: 'Accepted', penalty: false, solved: true },
  { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false },
  { id: 'PE', name: 'Presentation Error', penalty: true, solved: false },
  { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false },
  { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false },
  { id: 'RTE', name: 'Run-Time Error', penalty: true, solved: false },
  { id: 'OLE', name: 'Output Limit Exceeded', penalty: true, solved: false },
  { id: 'CE', name: 'Compile Error', penalty: false, solved: false },
  { id: 'JE', name: 'Judging Error', penalty: false, solved: false },
];

const BY_STATUS = new Map<number, string>([
  [JudgeStatus.ACCEPTED, 'AC'],
  [JudgeStatus.WRONG_ANSWER, 'WA'],
  [JudgeStatus.PARTIAL_ACCEPTED, 'WA'],
  [JudgeStatus.PRESENTATION_ERROR, 'PE'],
  [JudgeStatus.TIME_LIMIT_EXCEEDED, 'TLE'],
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED, 'MLE'],
  [JudgeStatus.RUNTIME_ERROR, 'RTE'],
  [JudgeStatus.OUTPUT_LIMIT_EXCEEDED, 'OLE'],
  [JudgeStatus.COMPILE_ERROR, 'CE'],
  [JudgeStatus.SYSTEM_ERROR, 'JE'],
  [JudgeStatus.SUBMITTED_FAILED, 'JE'],
]);

/** A verdict's judgement type; null while it is being judged, undefined when it has none (cancelled). */
export function judgementTypeOf(status: number): string | null | undefined {
  if (status === JudgeStatus.CANCELLED) return undefined;
  return BY_STATUS.get(status) ?? null;
}

/** A verdict the program was judged to (not pending, not cancelled). */
export const verdictCountsAsJudged = (status: number): boolean => typeof judgementTypeOf(status) === 'string';
