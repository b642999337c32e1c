// Judge case modes and scoring, as the spec (1-core §3-4, 3-groups-admin) and its reference system define them.
// Each mode is a small pure object: which cases still run given the results so far, and how a group scores.
import {
  JudgeStatus,
  oiRankScore as rankScoreOf,
  type CaseResult,
  type JudgeCaseMode,
  type JudgeStatusCode,
  type SubtaskResult,
} from '@judge/contract';

export interface ScoredCase {
  index: number;
  /** The score the case is worth (its configured OI score). */
  score: number;
  groupNum?: number;
}

export interface JudgeCaseModeStrategy {
  name: JudgeCaseMode;
  /** Cases are grouped by groupNum (subtasks) or form one group. */
  grouped: boolean;
  /** After a case fails, the rest of its group is cancelled (not run). */
  stopGroupOnFailure: boolean;
  /** How a group's achieved and full scores combine from its cases. */
  groupScore(achieved: number[]): number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export const judgeCaseModes: Record<JudgeCaseMode, JudgeCaseModeStrategy> = {
  /** Every case runs; every case's score counts. */
  default: { name: 'default', grouped: false, stopGroupOnFailure: false, groupScore: sum },
  /** ACM "ergodic without error": cases run in order until the first failure; the rest are cancelled. */
  ergodic_without_error: {
    name: 'ergodic_without_error',
    grouped: false,
    stopGroupOnFailure: true,
    groupScore: sum,
  },
  /** A subtask is worth its lowest case; after a failure the rest of the subtask is cancelled. */
  subtask_lowest: {
    name: 'subtask_lowest',
    grouped: true,
    stopGroupOnFailure: true,
    groupScore: (achieved) => (achieved.length === 0 ? 0 : Math.min(...achieved)),
  },
  /** A subtask is worth the average of its cases; every case runs. */
  subtask_average: {
    name: 'subtask_average',
    grouped: true,
    stopGroupOnFailure: false,
    groupScore: (achieved) => (achieved.length === 0 ? 0 : sum(achieved) / achieved.length),
  },
};

export function groupCases<T extends ScoredCase>(
  mode: JudgeCaseModeStrategy,
  cases: T[],
): { groupNum: number; cases: T[] }[] {
  if (!mode.grouped) return [{ groupNum: 0, cases: [...cases].sort((a, b) => a.index - b.index) }];
  const groups = new Map<number, T[]>();
  for (const testCase of [...cases].sort((a, b) => a.index - b.index)) {
    const groupNum = testCase.groupNum ?? 0;
    groups.set(groupNum, [...(groups.get(groupNum) ?? []), testCase]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupNum, members]) => ({ groupNum, cases: members }));
}

/** Runs the cases in the mode's order, cancelling what the mode says to skip. `runCase` does the real work. */
export async function executeCases<T extends ScoredCase>(
  mode: JudgeCaseModeStrategy,
  cases: T[],
  runCase: (testCase: T) => Promise<CaseResult>,
  onResult: (result: CaseResult) => void = () => undefined,
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const group of groupCases(mode, cases)) {
    let failed = false;
    for (const testCase of group.cases) {
      const result: CaseResult = failed
        ? {
            index: testCase.index,
            status: JudgeStatus.CANCELLED,
            timeMs: 0,
            memoryKb: 0,
            score: 0,
            groupNum: testCase.groupNum,
            message: 'not run: an earlier case of this group failed',
          }
        : await runCase(testCase);
      if (result.status !== JudgeStatus.ACCEPTED && mode.stopGroupOnFailure) failed = true;
      results.push(result);
      onResult(result);
    }
  }
  return results.sort((a, b) => a.index - b.index);
}

export interface SubmissionSummary {
  status: JudgeStatusCode;
  /** ICPC packages: the grader's own verdict (AC for a scoring submission shown as PA below the maximum). */
  gradedStatus?: JudgeStatusCode;
  /** ICPC packages: each test data group's grade, innermost first. */
  groups?: { name: string; status: JudgeStatusCode; score: number }[];
  score: number;
  oiRankScore: number;
  timeMs: number;
  memoryKb: number;
  subtasks: SubtaskResult[];
}

export interface ScoringInput {
  mode: JudgeCaseModeStrategy;
  /** 0 ACM, 1 OI. */
  problemType: 0 | 1;
  cases: ScoredCase[];
  results: CaseResult[];
  /** OI full score to scale to (HOJ ioScore); default: the sum of the groups' full scores. */
  ioScore?: number;
  difficulty: number;
}

function firstFailure(results: CaseResult[]): JudgeStatusCode | undefined {
  return [...results]
    .sort((a, b) => a.index - b.index)
    .find((result) => result.status !== JudgeStatus.ACCEPTED && result.status !== JudgeStatus.CANCELLED)
    ?.status;
}

/** The submission's verdict, score and resources from its case results. Pure. */
export function summarizeSubmission(input: ScoringInput): SubmissionSummary {
  const { mode, results } = input;
  const byIndex = new Map(results.map((result) => [result.index, result]));
  const subtasks: SubtaskResult[] = [];
  let achievedTotal = 0;
  let fullTotal = 0;
  for (const group of groupCases(mode, input.cases)) {
    const groupResults = group.cases
      .map((testCase) => byIndex.get(testCase.index))
      .filter((r): r is CaseResult => !!r);
    const achieved = group.cases.map((testCase) => byIndex.get(testCase.index)?.score ?? 0);
    const groupAchieved = mode.groupScore(achieved);
    const groupFull = mode.groupScore(group.cases.map((testCase) => testCase.score));
    achievedTotal += groupAchieved;
    fullTotal += groupFull;
    const ac = groupResults.filter((result) => result.status === JudgeStatus.ACCEPTED).length;
    const failure = firstFailure(groupResults);
    subtasks.push({
      groupNum: group.groupNum,
      status:
        failure === undefined
          ? JudgeStatus.ACCEPTED
          : groupAchieved > 0 && input.problemType === 1
            ? JudgeStatus.PARTIAL_ACCEPTED
            : failure,
      score: round2(groupAchieved),
      ac,
      total: group.cases.length,
      timeMs: Math.max(0, ...groupResults.map((result) => result.timeMs)),
      memoryKb: Math.max(0, ...groupResults.map((result) => result.memoryKb)),
      caseIndexes: group.cases.map((testCase) => testCase.index),
    });
  }
  const timeMs = Math.max(0, ...results.map((result) => result.timeMs));
  const memoryKb = Math.max(0, ...results.map((result) => result.memoryKb));
  const acceptedCount = results.filter((result) => result.status === JudgeStatus.ACCEPTED).length;
  const failure = firstFailure(results);
  const systemError = results.some((result) => result.status === JudgeStatus.SYSTEM_ERROR);

  const scaled =
    input.ioScore !== undefined && fullTotal > 0
      ? (achievedTotal * input.ioScore) / fullTotal
      : achievedTotal;
  const score = input.problemType === 1 ? Math.round(scaled) : 0;

  let status: JudgeStatusCode;
  if (systemError) status = JudgeStatus.SYSTEM_ERROR;
  else if (failure === undefined) status = JudgeStatus.ACCEPTED;
  else if (input.problemType === 1 && score > 0) status = JudgeStatus.PARTIAL_ACCEPTED;
  else status = failure;

  // The OI rank's formula (contract rank-scores.ts), OI problems only.
  const passRate = input.cases.length === 0 ? 0 : acceptedCount / input.cases.length;
  const oiRankScore = input.problemType === 1 ? rankScoreOf(score, input.difficulty, passRate) : 0;

  return { status, score, oiRankScore, timeMs, memoryKb, subtasks: mode.grouped ? subtasks : [] };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
