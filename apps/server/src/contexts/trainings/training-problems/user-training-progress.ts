import type { Page, PageQuery, UserHomeQuery, UserTrainingProgressRow } from '@judge/contract';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { TrainingProblemsDeps } from './training-problems.deps.ts';

/**
 * GET /api/get-user-training-progress (anyone; ours, the user home's training progress tab): whose as
 * the user home's calls say (uid and/or username, else the caller), then the visible trainings of the
 * public site they have solved something of, by rank, with solved over shown problems.
 */
export async function userTrainingProgress(
  deps: TrainingProblemsDeps,
  actor: Actor | null,
  query: PageQuery & UserHomeQuery,
): Promise<Page<UserTrainingProgressRow>> {
  const user = await deps.userHome.whose(actor, { uid: query.uid, username: query.username });
  return deps.progress.startedBy(user.uid, query);
}
