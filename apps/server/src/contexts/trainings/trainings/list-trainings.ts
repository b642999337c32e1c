import { makePage, type Page, type PageQuery, type TrainingAuth, type TrainingView } from '@judge/contract';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { presentTraining, type TrainingsDeps } from './trainings.deps.ts';

/**
 * GET /api/get-training-list (anyone): the public site's visible trainings by rank (spec 2 §2.11), each
 * with its problem count and, for a signed-in caller, how many of them they solved.
 */
export async function listTrainings(
  deps: TrainingsDeps,
  actor: Actor | null,
  query: PageQuery & { keyword?: string; categoryId?: number; auth?: TrainingAuth },
): Promise<Page<TrainingView>> {
  const { records, total } = await deps.repo.publicPage(
    null,
    { keyword: query.keyword, categoryId: query.categoryId, auth: query.auth },
    query,
  );
  const counts = await deps.progress.countsOf(
    actor?.uid ?? null,
    records.map((r) => r.id),
  );
  return makePage(
    records.map((r) => presentTraining(r, counts.get(r.id))),
    total,
    query,
  );
}
