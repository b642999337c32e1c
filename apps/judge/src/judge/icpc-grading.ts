// ICPC / Kattis grading: which cases run (on_reject) and how verdicts and scores aggregate up the test data
// groups, after the format's default grader (legacy) and its 2023-07+ `scoring` aggregation. Pure but for
// `runCase`, which the judge supplies.
import { JudgeStatus, type CaseResult, type IcpcGroup, type JudgeStatusCode } from '@judge/contract';

export interface GradeResult {
  status: JudgeStatusCode;
  score: number;
  /** A case an output validator scored (score.txt): groups scored as a whole aggregate these instead. */
  validatorScored?: boolean;
  /** The grade of one case, not of a group. */
  ofCase?: boolean;
}

const ACCEPTED = JudgeStatus.ACCEPTED;
/** The default grader's worst_error order: JE (our SE), RTE, MLE, TLE, OLE, WA (PE counts as WA). */
const WORST_FIRST: JudgeStatusCode[] = [
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
];

const accepted = (status: JudgeStatusCode) => status === ACCEPTED || status === JudgeStatus.PARTIAL_ACCEPTED;

/** A case's grade: its verdict, and acceptScore (times the validator's multiplier, or its score.txt) or rejectScore. */
export function gradeCase(group: IcpcGroup, result: CaseResult, scoreRatio: number): GradeResult {
  if (group.scoredAsGroup) return domjudgeCaseGrade(result);
  if (!accepted(result.status)) return { status: result.status, score: group.rejectScore, ofCase: true };
  return {
    status: ACCEPTED,
    score: result.validatorScore ?? group.acceptScore * scoreRatio,
    validatorScored: result.validatorScore !== undefined,
    ofCase: true,
  };
}

/** DOMjudge: a validator's score counts for an accepted or a wrong answer; a crash or time-out scores 0. */
function domjudgeCaseGrade(result: CaseResult): GradeResult {
  const status = accepted(result.status) ? ACCEPTED : result.status;
  const answered =
    status === ACCEPTED || status === JudgeStatus.WRONG_ANSWER || status === JudgeStatus.PRESENTATION_ERROR;
  const scored = result.validatorScore !== undefined;
  return {
    status,
    score: scored && answered ? result.validatorScore! : 0,
    validatorScored: scored,
    ofCase: true,
  };
}

/** Scores aggregated as a group's grader_flags (or 2023-07 aggregation) say; pass-fail is worth `maxScore`. */
export function aggregateScores(
  aggregation: IcpcGroup['aggregation'],
  scores: number[],
  maxScore: number | undefined,
  allAccepted = true,
): number {
  switch (aggregation) {
    case 'pass-fail':
      return allAccepted ? (maxScore ?? 0) : 0;
    case 'sum':
      return scores.reduce((total, score) => total + score, 0);
    case 'avg':
      return scores.length === 0 ? 0 : scores.reduce((total, score) => total + score, 0) / scores.length;
    case 'min':
      return scores.length === 0 ? 0 : Math.min(...scores);
    case 'max':
      return scores.length === 0 ? 0 : Math.max(...scores);
  }
}

function aggregateScore(group: IcpcGroup, grades: GradeResult[]): number {
  const allAccepted = grades.every((grade) => accepted(grade.status));
  if (group.scoredAsGroup && grades.some((grade) => grade.ofCase)) {
    // DOMjudge: a group of cases is worth accept_score as a whole, unless its validator scored the cases.
    const scored = grades.filter((grade) => grade.validatorScored);
    if (scored.length === 0) return grades.length > 0 && allAccepted ? group.acceptScore : 0;
    return aggregateScores(
      group.aggregation,
      scored.map((grade) => grade.score),
      group.maxScore,
    );
  }
  return aggregateScores(
    group.aggregation,
    grades.map((grade) => grade.score),
    group.maxScore,
    allAccepted,
  );
}

function aggregateVerdict(group: IcpcGroup, grades: GradeResult[]): JudgeStatusCode {
  if (group.verdictMode === 'always_accept') return ACCEPTED;
  const failures = grades.filter((grade) => !accepted(grade.status));
  if (failures.length === 0) return ACCEPTED;
  if (group.acceptIfAnyAccepted && grades.some((grade) => accepted(grade.status))) return ACCEPTED;
  if (group.verdictMode === 'first_error') return failures[0].status;
  return (
    WORST_FIRST.find((status) => failures.some((grade) => grade.status === status)) ?? failures[0].status
  );
}

/** The group's verdict and score from its items' grades (those judged; on_reject may have stopped early). */
export function aggregateGroup(group: IcpcGroup, grades: GradeResult[]): GradeResult {
  // ignore_sample: the sample sub-result is judged but the secret one alone counts, verdict and score.
  const counted =
    group.ignoreSample && grades.length >= 2 ? grades.slice(1) : group.ignoreSample ? [] : grades;
  if (group.ignoreSample && counted.length === 0 && grades.length > 0 && !accepted(grades[0].status))
    return { status: grades[0].status, score: 0 };
  return { status: aggregateVerdict(group, counted), score: aggregateScore(group, counted) };
}

export interface CaseRun {
  result: CaseResult;
  /** The validator's score_multiplier (1 when it wrote none). */
  scoreRatio: number;
}

/** A package's own grader for the groups that name one (`grading: custom`), supplied by the judge. */
export type GroupGrader = (group: IcpcGroup, grades: GradeResult[]) => Promise<GradeResult>;

export interface GradingHooks {
  /** A case judging skipped (on_reject: break). */
  onSkipped: (index: number, why: string) => void;
  /** The package's own grader for the groups that name one. */
  customGrader?: GroupGrader;
  /** Every group's grade once its items are graded (innermost first), for the report. */
  onGroup?: (group: IcpcGroup, grade: GradeResult) => void;
}

/**
 * Judges the tree in order: each item (case or subgroup) is graded; under on_reject: break a group stops at its
 * first rejected item and the items after it are not run (`onSkipped` gets their cases). A group whose `requires`
 * names a group graded earlier and not accepted is not run either: it scores 0 with that group's verdict.
 */
export async function judgeIcpcGroup(
  group: IcpcGroup,
  runCase: (index: number) => Promise<CaseRun>,
  hooks: GradingHooks,
  /** Every group graded so far, by name (the groups a later one may require). */
  graded = new Map<string, GradeResult>(),
): Promise<GradeResult> {
  const unmet = unmetRequirement(group, graded);
  if (unmet) {
    skipItem({ group }, (index) =>
      hooks.onSkipped(index, `group "${unmet.name}", which its group depends on, was not accepted`),
    );
    const grade = { status: unmet.grade.status, score: 0 };
    graded.set(group.name, grade);
    hooks.onGroup?.(group, grade);
    return grade;
  }
  const grades: GradeResult[] = [];
  let stopped = false;
  for (const item of group.items) {
    if (stopped) {
      skipItem(item, (index) => hooks.onSkipped(index, 'an earlier case of its group was rejected'));
      continue;
    }
    const grade =
      'case' in item
        ? await runCase(item.case).then((run) => gradeCase(group, run.result, run.scoreRatio))
        : await judgeIcpcGroup(item.group, runCase, hooks, graded);
    grades.push(grade);
    if (!accepted(grade.status) && group.onReject === 'break') stopped = true;
  }
  const grade = !group.customGrader
    ? aggregateGroup(group, grades)
    : hooks.customGrader
      ? await hooks.customGrader(group, grades)
      : { status: JudgeStatus.SYSTEM_ERROR, score: 0 };
  graded.set(group.name, grade);
  hooks.onGroup?.(group, grade);
  return grade;
}

/** The first group `group` requires that was not accepted (the loader checked each was graded before it). */
function unmetRequirement(
  group: IcpcGroup,
  graded: Map<string, GradeResult>,
): { name: string; grade: GradeResult } | undefined {
  return (group.requires ?? [])
    .map((name) => ({ name, grade: graded.get(name) ?? { status: JudgeStatus.SYSTEM_ERROR, score: 0 } }))
    .find(({ grade }) => !accepted(grade.status));
}

function skipItem(item: IcpcGroup['items'][number], onSkipped: (index: number) => void): void {
  if ('case' in item) onSkipped(item.case);
  else for (const inner of item.group.items) skipItem(inner, onSkipped);
}

/** Every case index of the tree, in judging order. */
export function icpcCaseOrder(group: IcpcGroup): number[] {
  return group.items.flatMap((item) => ('case' in item ? [item.case] : icpcCaseOrder(item.group)));
}
