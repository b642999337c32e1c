import type { TrainingCategory } from '@judge/contract';
import { AppError, invalidField } from '../../../errors.ts';
import type { TrainingsDeps } from './trainings.deps.ts';

/**
 * Training categories (spec 3 "Training category": name and colour). The public site's categories have
 * no group; a name is used once (ignoring case) among them.
 */

const missing = () => new AppError('NOT_FOUND', 'The training category does not exist');

async function requireFreeName(deps: TrainingsDeps, name: string, keepId: number | null) {
  const taken = await deps.repo.categoryNamed(null, name);
  if (taken && taken.id !== keepId) throw invalidField('name', `the category ${name} already exists`);
}

async function requireCategory(deps: TrainingsDeps, id: number) {
  const category = await deps.repo.findCategory(id);
  if (!category || category.gid !== null) throw missing();
  return category;
}

/** GET /api/get-training-category (anyone): the public site's categories, oldest first. */
export const listCategories = (deps: TrainingsDeps): Promise<TrainingCategory[]> =>
  deps.repo.categories(null);

/** POST /api/admin/training/category: answers the new category (the reference's client shows it at once). */
export async function createCategory(deps: TrainingsDeps, body: { name: string; color: string }) {
  await requireFreeName(deps, body.name, null);
  const id = await deps.repo.insertCategory({ name: body.name, color: body.color, gid: null });
  return requireCategory(deps, id);
}

/** PUT /api/admin/training/category */
export async function updateCategory(deps: TrainingsDeps, body: { id: number; name: string; color: string }) {
  await requireCategory(deps, body.id);
  await requireFreeName(deps, body.name, body.id);
  await deps.repo.updateCategory(body.id, { name: body.name, color: body.color });
}

/** DELETE /api/admin/training/category: its trainings stay, without a category. */
export async function removeCategory(deps: TrainingsDeps, id: number) {
  await requireCategory(deps, id);
  await deps.repo.removeCategory(id);
}

/** The category a training form names: one of the public site's (400 naming the field otherwise). */
export async function requireFormCategory(deps: TrainingsDeps, id: number) {
  const category = await deps.repo.findCategory(id);
  if (!category || category.gid !== null)
    throw invalidField('trainingCategory.id', 'the training category does not exist');
  return category;
}
