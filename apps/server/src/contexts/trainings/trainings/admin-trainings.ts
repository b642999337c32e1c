import {
  makePage,
  TRAINING_AUTH,
  type AdminTrainingRow,
  type AdminTrainingView,
  type Page,
  type PageQuery,
  type RankShowName,
  type TrainingAuth,
  type TrainingSaveInput,
} from '@judge/contract';
import { AppError, invalidField } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { requireFormCategory } from './training-categories.ts';
import type { TrainingsDeps } from './trainings.deps.ts';
import type { TrainingRecord } from './trainings.repo.ts';

/**
 * The back office's training calls (spec 3 "Admin area": list, create, edit, visibility). Every role of the
 * back office's problem area lists and creates (the route checks it); editing one training, its visibility
 * and its problems are for its admins, root and the author (the reference's rule); deleting is root's.
 */

type TrainingForm = TrainingSaveInput['training'];

/** The stored values of a form; a private training needs a password (an edit may keep the stored one). */
function valuesFrom(form: TrainingForm, storedPwd: string | null = null) {
  let privatePwd: string | null = null;
  if (form.auth === TRAINING_AUTH.PRIVATE) {
    privatePwd = form.privatePwd === undefined ? storedPwd : form.privatePwd;
    if (!privatePwd) throw invalidField('training.privatePwd', 'a private training needs a password');
  }
  return {
    title: form.title,
    description: form.description,
    auth: form.auth,
    privatePwd,
    rank: form.rank,
    rankShowName: form.rankShowName,
  };
}

const asRow = (training: Omit<TrainingRecord, 'description' | 'privatePwd'>) => ({
  id: training.id,
  rank: training.rank,
  title: training.title,
  auth: training.auth as TrainingAuth,
  status: training.visible === 1,
  author: training.author,
  uid: training.uid,
  gid: training.gid,
  isGroup: training.gid !== null,
  rankShowName: training.rankShowName as RankShowName,
  gmtCreate: training.gmtCreate,
  gmtModified: training.gmtModified,
});

/**
 * GET /api/admin/training/get-training-list: the site's trainings, hidden ones too, by rank; with `gid` a
 * group's (GET /api/group/get-admin-training-list, after the group's check).
 */
export async function adminListTrainings(
  deps: TrainingsDeps,
  query: PageQuery & { keyword?: string },
  gid: number | null = null,
): Promise<Page<AdminTrainingRow>> {
  const { records, total } = await deps.repo.adminPage(gid, query.keyword, query);
  const counts = await deps.progress.countsOf(
    null,
    records.map((r) => r.id),
  );
  const rows = records.map((r) => ({
    ...asRow(r),
    categoryName: r.categoryName,
    categoryColor: r.categoryColor,
    problemCount: counts.get(r.id)?.problemCount ?? 0,
  }));
  return makePage(rows, total, query);
}

/** GET /api/admin/training: the reference's `TrainingDTO`, the password included for the form. */
export async function adminGetTraining(
  deps: TrainingsDeps,
  actor: Actor,
  tid: number,
): Promise<AdminTrainingView> {
  const training = await deps.gate.forAdmin(actor, tid);
  const category =
    training.categoryId === null ? undefined : await deps.repo.findCategory(training.categoryId);
  return {
    training: { ...asRow(training), description: training.description, privatePwd: training.privatePwd },
    trainingCategory: category ?? null,
  };
}

/** POST /api/admin/training: the caller is the author; a new training is visible. `gid`: a group's. */
export async function createTraining(
  deps: TrainingsDeps,
  actor: Actor,
  body: TrainingSaveInput,
  gid: number | null = null,
) {
  const category = await requireFormCategory(deps, body.trainingCategory.id);
  const tid = await deps.repo.insert({
    ...valuesFrom(body.training),
    categoryId: category.id,
    visible: 1,
    uid: actor.uid,
    gid,
  });
  return { tid };
}

/**
 * PUT /api/admin/training: the author stays. A new password of a private training drops the registrations
 * (the reference's rule: those who had the old one register again).
 */
export async function updateTraining(
  deps: TrainingsDeps,
  actor: Actor,
  body: { training: TrainingForm & { id: number }; trainingCategory: { id: number } },
) {
  const stored = await deps.gate.forAdmin(actor, body.training.id);
  const category = await requireFormCategory(deps, body.trainingCategory.id);
  const values = valuesFrom(body.training, stored.privatePwd);
  const newPassword = values.auth === TRAINING_AUTH.PRIVATE && values.privatePwd !== stored.privatePwd;
  await deps.repo.update(stored.id, { ...values, categoryId: category.id }, newPassword);
}

/** DELETE /api/admin/training (root): its problem links and registrations go too; submissions stay. */
export async function removeTraining(deps: TrainingsDeps, tid: number) {
  const training = await deps.repo.find(tid);
  if (!training || training.gid !== null) throw new AppError('NOT_FOUND', 'The training does not exist');
  await deps.repo.remove(tid);
}

/** DELETE /api/group/training: a group's training, by its admins (the group's roots and its author). */
export async function removeGroupTraining(deps: TrainingsDeps, actor: Actor, tid: number) {
  const training = await deps.gate.forAdmin(actor, tid);
  if (training.gid === null) throw new AppError('NOT_FOUND', 'The training does not exist');
  await deps.repo.remove(tid);
}

/** PUT /api/admin/training/change-training-status: shows or hides the training on the site. */
export async function changeTrainingStatus(deps: TrainingsDeps, actor: Actor, tid: number, status: boolean) {
  await deps.gate.forAdmin(actor, tid);
  await deps.repo.setVisible(tid, status);
}
