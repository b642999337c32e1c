import type { ProblemSaveBody } from '@judge/contract';
import { invalidField, say } from '../../../errors.ts';

/**
 * The group's short name goes before the id typed in (kept when the id already starts with it): a group's problem,
 * written in its problem list or inside one of its contests (the reference's GroupContestProblemManager too).
 */
export function withShortName<T extends ProblemSaveBody>(body: T, shortName: string): T {
  const given = body.problem.problemId;
  const problemId = given.toUpperCase().startsWith(shortName.toUpperCase()) ? given : `${shortName}${given}`;
  if (problemId.length > 32)
    throw invalidField(
      'problem.problemId',
      say("the problem id with the group's short name ({{problemId}}) must be at most 32 characters", {
        problemId,
      }),
    );
  return { ...body, problem: { ...body.problem, problemId } };
}
