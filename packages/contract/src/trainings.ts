import { z } from 'zod';
import { pageQuery, type Page } from './envelope.ts';
import { LIMITS } from './limits.ts';
import type { ContestProblemCount } from './contest-problems.ts';
import { RANK_SHOW_NAMES, type RankShowName } from './contests.ts';
import type { TagView } from './problems.ts';
import type { ProblemDetail } from './problem-responses.ts';
import { userHomeQuery } from './user-home.ts';
import { blankAsAbsent, idField, trueFalseField } from './fields.ts';

/**
 * Trainings (spec 2 §2.11, §3, §7 "Trainings"; spec 3 "Training" and its back office): ordered problem
 * sets of the bank, public or private (a password to register), in a category, with each user's
 * progress and a rank. Paths, parameter names and shapes are the reference's (docs/api.md "Trainings").
 */

/** The reference's values of `auth`. */
export const TRAINING_AUTH = { PUBLIC: 'Public', PRIVATE: 'Private' } as const;
export const TRAINING_AUTHS = [TRAINING_AUTH.PUBLIC, TRAINING_AUTH.PRIVATE] as const;
export type TrainingAuth = (typeof TRAINING_AUTHS)[number];

/** Spec 2 §9 and spec 1-core §9: the list 15 a page, the rank 30, the shared widget 10. */
export const TRAINING_LIST_PAGE_SIZE = 15;
export const TRAINING_RANK_PAGE_SIZE = 30;
export const TRAINING_WIDGET_PAGE_SIZE = 10;
export const ADMIN_TRAINING_PAGE_SIZE = 10;
/** The back office form's starting rank (the reference's). */
export const TRAINING_DEFAULT_RANK = 1000;

export const TRAINING_LIMITS = {
  titleMax: 255,
  descriptionMax: 200_000,
  pwdMax: 64,
  categoryNameMax: 64,
  keywordMax: 100,
  /** Spec 3 §5: a training's (and a training problem's) rank is 0 to 2147483647. */
  rankMax: LIMITS.idMax,
} as const;

const optionalId = (field: string) => z.preprocess(blankAsAbsent, idField(field).optional());
const keywordField = z.preprocess(
  blankAsAbsent,
  z
    .string({ error: 'keyword must be text' })
    .trim()
    .max(TRAINING_LIMITS.keywordMax, `keyword must be at most ${TRAINING_LIMITS.keywordMax} characters`)
    .optional(),
);
const rankField = (field: string) =>
  z
    .number({ error: `${field} is required` })
    .int(`${field} must be an integer`)
    .min(0, `${field} must be at least 0`)
    .max(TRAINING_LIMITS.rankMax, `${field} must be at most ${TRAINING_LIMITS.rankMax}`);
const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .max(max, `${field} must be at most ${max} characters`)
    .trim()
    .min(1, `${field} is required`);
const colourField = z
  .string({ error: 'color is required' })
  .trim()
  .regex(/^#[0-9a-fA-F]{3,8}$/, 'color must be a colour like #409eff');

// ---- public calls ----

/** GET /api/get-training-list (anyone): visible public-site trainings by rank; acCount for the signed-in. */
export const trainingListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(TRAINING_LIST_PAGE_SIZE),
  /** Matches the title or the author's username. */
  keyword: keywordField,
  categoryId: optionalId('categoryId'),
  auth: z.preprocess(
    blankAsAbsent,
    z.enum(TRAINING_AUTHS, { error: 'auth must be Public or Private' }).optional(),
  ),
});

/** The calls about one training: get-training-detail, get-training-access, get-training-problem-list. */
export const tidQuery = z.object({ tid: idField('tid') });

/** POST /api/register-training (login): a private training's password (spec 2 §5: not empty). */
export const registerTrainingBody = z.object({
  tid: idField('tid'),
  password: requiredText('password', TRAINING_LIMITS.pwdMax),
});

/**
 * GET /api/get-training-problem-details (login): a problem of the training by its id in the training
 * (the bank's problemId). The reference's client names the training `cid`; `tid` is ours, either works.
 */
export const trainingProblemDetailsQuery = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !('tid' in value) && 'cid' in value
      ? { ...value, tid: (value as { cid: unknown }).cid }
      : value,
  z.object({
    tid: idField('tid'),
    displayId: requiredText('displayId', 32),
  }),
);

/**
 * GET /api/get-training-rank (login; who may read the training's problems). `gid` narrows to one group's
 * members (teachers and admins, spec 2 §2.11); `keyword` matches username, school (and real name for the
 * training's admins).
 */
export const trainingRankQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(TRAINING_RANK_PAGE_SIZE),
  tid: idField('tid'),
  gid: optionalId('gid'),
  keyword: keywordField,
});

/** GET /api/get-user-training-progress (anyone; ours): a user's progress, as the user home reads it. */
export const userTrainingProgressQuery = pageQuery.extend({
  ...userHomeQuery.shape,
  limit: pageQuery.shape.limit.default(TRAINING_WIDGET_PAGE_SIZE),
});

// ---- back office ----

/** GET /api/admin/training/get-training-list: keyword matches the title, or the id or rank when a number. */
export const adminTrainingListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(ADMIN_TRAINING_PAGE_SIZE),
  keyword: keywordField,
});

/**
 * The back office's training form as the reference's client sends it (`TrainingDTO`): the training and
 * its category (by id). `author`, `status`, `gid` and the like in `training` are ignored: the author is
 * the caller, a new training is visible, the public site has no group.
 */
const trainingFields = z.object({
  rank: rankField('rank'),
  title: requiredText('title', TRAINING_LIMITS.titleMax),
  description: requiredText('description', TRAINING_LIMITS.descriptionMax),
  auth: z.enum(TRAINING_AUTHS, { error: 'auth must be Public or Private' }),
  /** Required for a private training; on PUT an omitted one keeps the stored password. */
  privatePwd: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: 'privatePwd must be text' })
      .max(TRAINING_LIMITS.pwdMax, `privatePwd must be at most ${TRAINING_LIMITS.pwdMax} characters`)
      .trim()
      .optional(),
  ),
  rankShowName: z
    .enum(RANK_SHOW_NAMES, { error: 'rankShowName must be username, nickname or realname' })
    .default('username'),
});
const categoryRef = z.object(
  { id: idField('trainingCategory.id') },
  { error: 'trainingCategory is required' },
);
export const trainingSaveBody = z.object({
  training: z.object(trainingFields.shape, { error: 'training is required' }),
  trainingCategory: categoryRef,
});
export type TrainingSaveBody = z.input<typeof trainingSaveBody>;
export type TrainingSaveInput = z.infer<typeof trainingSaveBody>;
export const trainingUpdateBody = z.object({
  training: z.object({ ...trainingFields.shape, id: idField('id') }, { error: 'training is required' }),
  trainingCategory: categoryRef,
});

/** PUT /api/admin/training/change-training-status: query parameters, as the reference sends them. */
export const changeTrainingStatusQuery = z.object({
  tid: idField('tid'),
  status: trueFalseField('status'),
  /** The reference's client sends the author; the server checks the stored one. */
  author: z.string().max(100).optional(),
});

/**
 * GET /api/admin/training/get-problem-list: with `queryExisted` the training's problems (by rank), else
 * the bank's problems not in it yet (public and private site problems) to add; `keyword` matches the
 * problem id, title or author.
 */
export const adminTrainingProblemListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(ADMIN_TRAINING_PAGE_SIZE),
  tid: idField('tid'),
  keyword: keywordField,
  queryExisted: z.preprocess(blankAsAbsent, trueFalseField('queryExisted').default(false)),
});

/** POST /api/admin/training/add-problem-from-public: `displayId` (the reference's) is the bank's id anyway. */
export const addTrainingProblemBody = z.object({
  pid: idField('pid'),
  tid: idField('tid'),
  displayId: z.string().max(64).optional(),
});

/** PUT /api/admin/training/problem: the reference's client sends the whole link; `id` and `rank` matter. */
export const trainingProblemUpdateBody = z.object({
  id: idField('id'),
  rank: rankField('rank'),
  tid: idField('tid').optional(),
  pid: idField('pid').optional(),
});

/** DELETE /api/admin/training/problem: only the link goes (the reference deleted the bank problem without tid). */
export const trainingProblemDeleteQuery = z.object({ pid: idField('pid'), tid: idField('tid') });

export const trainingCategoryBody = z.object({
  name: requiredText('name', TRAINING_LIMITS.categoryNameMax),
  color: colourField,
});
export const trainingCategoryUpdateBody = trainingCategoryBody.extend({ id: idField('id') });
export const trainingCategoryDeleteQuery = z.object({ cid: idField('cid') });

// ---- shapes ----

export interface TrainingCategory {
  id: number;
  name: string;
  color: string;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/**
 * The reference's `TrainingVO` (list rows and get-training-detail). `acCount` is the caller's solved
 * problems of the training (0 for guests); list rows leave `description` out.
 */
export interface TrainingView {
  id: number;
  rank: number;
  title: string;
  description?: string;
  auth: TrainingAuth;
  author: string | null;
  gid: number | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryColor: string | null;
  problemCount: number;
  acCount: number;
  rankShowName: RankShowName;
  gmtCreate: string;
  gmtModified: string;
}

/** get-training-detail adds what the page needs to know about the caller (ours). */
export interface TrainingDetail extends TrainingView {
  description: string;
  /** May read the problems and the rank: public, registered, or a training admin. */
  access: boolean;
  /** Root or the author: sees real names in the rank and needs no password. */
  isTrainingAdmin: boolean;
}

/** A problem of a training (spec 2 §3 "Training problem"); ac/total are the bank's counts. */
export interface TrainingProblemRow {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: TagView[];
  ac: number;
  total: number;
  /** The caller's status outside contests: 0 once accepted, else the latest, -10 none. */
  myStatus: number;
  /** The training's order. */
  rank: number;
}

export interface TrainingProblemLink {
  id: number;
  tid: number;
  pid: number;
  rank: number;
  /** The bank's problem id (the reference's training display id). */
  displayId: string;
  gmtCreate: string;
  gmtModified: string;
}

/** get-training-problem-details: the bank detail's shape plus the link (previous/next use the training's list). */
export interface TrainingProblemDetails {
  problem: ProblemDetail;
  /** The bank's counts (contest submissions are not in them). */
  problemCount: ContestProblemCount;
  codeTemplate: Record<string, string>;
  languages: string[];
  tags: TagView[];
  myStatus: number;
  trainingProblem: TrainingProblemLink;
  training: { id: number; title: string };
}

/** One problem's cell in a rank row: the first AC wins, else the latest judged status. */
export interface TrainingRankCell {
  status: number;
  isAC: boolean;
  /** The shortest accepted run (ms); null before an AC. */
  runTime: number | null;
  score: number | null;
}

/** The reference's `TrainingRankVO` plus the row's rank (rows equal in AC and time share it). */
export interface TrainingRankRow {
  rank: number;
  uid: number;
  username: string;
  nickname: string | null;
  /** Only for the training's admins, or when the training shows real names. */
  realname: string | null;
  avatar: string | null;
  gender: string;
  school: string | null;
  ac: number;
  /** The sum of the shortest accepted runs (ms). */
  totalRunTime: number;
  /** Keyed by the problem's id in the training (the bank's problemId). */
  submissionInfo: Record<string, TrainingRankCell>;
}
export type TrainingRankPage = Page<TrainingRankRow>;

/** A back office row: the training without its password and description (the reference's `Training`). */
export interface AdminTrainingRow {
  id: number;
  rank: number;
  title: string;
  auth: TrainingAuth;
  status: boolean;
  author: string | null;
  uid: number;
  gid: number | null;
  isGroup: boolean;
  rankShowName: RankShowName;
  categoryName: string | null;
  categoryColor: string | null;
  problemCount: number;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /api/admin/training: the reference's `TrainingDTO` (the password included, for the form). */
export interface AdminTrainingView {
  training: Omit<AdminTrainingRow, 'categoryName' | 'categoryColor' | 'problemCount'> & {
    description: string;
    privatePwd: string | null;
  };
  trainingCategory: TrainingCategory | null;
}

/** A bank problem in the back office's training problem list (the reference's `Problem` fields it shows). */
export interface AdminTrainingProblemRow {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  auth: number;
  type: number;
  difficulty: number;
  /** The group the problem belongs to; null for a site problem. */
  gid: number | null;
}
export interface AdminTrainingProblemList {
  problemList: Page<AdminTrainingProblemRow>;
  /** The training's links by pid. */
  trainingProblemMap: Record<string, TrainingProblemLink>;
}

/** A row of the user home's training progress (ours): a training the user has solved something of. */
export interface UserTrainingProgressRow {
  id: number;
  rank: number;
  title: string;
  auth: TrainingAuth;
  categoryName: string | null;
  categoryColor: string | null;
  problemCount: number;
  acCount: number;
}
