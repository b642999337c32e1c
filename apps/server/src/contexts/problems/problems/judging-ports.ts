import type { JudgeProblem, JudgeTask } from '@judge/contract';
import type { ProblemRow } from './problems.repo.ts';

/** A stored test case as the judge is given it. */
interface StoredCase {
  position: number;
  inputHash: string;
  outputHash: string | null;
  score: number;
  groupNum: number | null;
}

/**
 * What the problems ask the judging context, written as the problems need it: ports the composition root fills
 * with the judging's operations and facts, so the problems context imports none of them (the judging reads the
 * problems' facts to build its tasks, and would otherwise be imported back).
 */

/** Compiles a special judge or interactor before a problem is saved: throws a 400 naming the field. */
export type CompileCheck = (input: {
  language: string;
  source: string;
  extraFiles: Record<string, string>;
  field: string;
}) => Promise<void>;

/** The caller's best status and score per problem (the lists' and the statement's marks). */
export interface SolvedStatuses {
  userStatuses(uid: number, pids: number[]): Promise<Map<number, { status: number; score: number | null }>>;
}

/** How the judge is given a stored problem and its cases (a package's own submissions are judged at import). */
export interface JudgeTaskParts {
  judgeProblemOf(problem: ProblemRow): JudgeProblem;
  casesOf(problem: ProblemRow, cases: StoredCase[]): JudgeTask['testCases'];
}
