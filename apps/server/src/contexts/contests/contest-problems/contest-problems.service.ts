import { bindOperations } from '../../../lib/operations.ts';
import { type ContestProblemsDeps } from './contest-problems.deps.ts';
import { adminList, addFromPublic, addFromGroup, adminGet, update, remove } from './contest-problem-links.ts';
import { list, details } from './contest-problem-lists.ts';
import { submissions, statuses } from './contest-problem-submissions.ts';

export {
  assertDisplayIdFree,
  colorAfterEdit,
  colorOfNewLink,
  type ContestProblemsDeps,
} from './contest-problems.deps.ts';

/** The operations, one file per area (contest-problem-links, contest-problem-lists, contest-problem-submissions), bound to one deps. */
export function createContestProblemsService(collaborators: ContestProblemsDeps) {
  return bindOperations(collaborators, {
    adminList,
    addFromPublic,
    addFromGroup,
    adminGet,
    update,
    remove,
    list,
    details,
    submissions,
    statuses,
  });
}
export type ContestProblemsService = ReturnType<typeof createContestProblemsService>;
