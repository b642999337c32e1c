import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { RANK_SHOW_NAMES } from './contests.ts';
import { problemCountResponse, problemDetailFieldsResponse, tagViewResponse } from './problem-responses.ts';
import {
  TRAINING_AUTHS,
  type AdminTrainingProblemList,
  type AdminTrainingRow,
  type AdminTrainingView,
  type TrainingCategory,
  type TrainingDetail,
  type TrainingProblemDetails,
  type TrainingProblemLink,
  type TrainingProblemRow,
  type TrainingRankRow,
  type TrainingView,
  type UserTrainingProgressRow,
} from './trainings.ts';

/**
 * What the training calls answer (issue 26 step 3), public and group-scoped alike. Stored rows are checked as
 * stored: text, nullable where the database allows null.
 */
const int = z.number().int();
const trainingAuth = z.enum(TRAINING_AUTHS);
const rankShowName = z.enum(RANK_SHOW_NAMES);

export const trainingCategoryResponse = z.object({
  id: int,
  name: z.string(),
  color: z.string(),
  gid: int.nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<TrainingCategory>;
/** GET /api/get-training-category. */
export const trainingCategoryListResponse = z.array(trainingCategoryResponse);

export const trainingViewResponse = z.object({
  id: int,
  rank: int,
  title: z.string(),
  description: z.string().optional(),
  auth: trainingAuth,
  author: z.string().nullable(),
  gid: int.nullable(),
  categoryId: int.nullable(),
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  problemCount: int,
  acCount: int,
  rankShowName,
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<TrainingView>;
/** GET /api/get-training-list (and a group's). */
export const trainingPageResponse = pageOf(trainingViewResponse);

/** GET /api/get-training-detail. */
export const trainingDetailResponse = trainingViewResponse.extend({
  description: z.string(),
  access: z.boolean(),
  isTrainingAdmin: z.boolean(),
}) satisfies z.ZodType<TrainingDetail>;

/** GET /api/get-training-problem-list. */
export const trainingProblemListResponse = z.array(
  z.object({
    pid: int,
    problemId: z.string(),
    title: z.string(),
    difficulty: int,
    type: int,
    tags: z.array(tagViewResponse),
    ac: int,
    total: int,
    myStatus: int,
    rank: int,
  }) satisfies z.ZodType<TrainingProblemRow>,
);

export const trainingProblemLinkResponse = z.object({
  id: int,
  tid: int,
  pid: int,
  rank: int,
  displayId: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<TrainingProblemLink>;

/** GET /api/get-training-problem-details: the statement's fields are the bank detail's. */
export const trainingProblemDetailsResponse = z.object({
  problem: problemDetailFieldsResponse,
  problemCount: problemCountResponse,
  codeTemplate: z.record(z.string(), z.string()),
  languages: z.array(z.string()),
  tags: z.array(tagViewResponse),
  myStatus: int,
  trainingProblem: trainingProblemLinkResponse,
  training: z.object({ id: int, title: z.string() }),
}) satisfies z.ZodType<TrainingProblemDetails>;

/** GET /api/get-user-training-progress. */
export const userTrainingProgressPageResponse = pageOf(
  z.object({
    id: int,
    rank: int,
    title: z.string(),
    auth: trainingAuth,
    categoryName: z.string().nullable(),
    categoryColor: z.string().nullable(),
    problemCount: int,
    acCount: int,
  }) satisfies z.ZodType<UserTrainingProgressRow>,
);

/** GET /api/get-training-rank. */
export const trainingRankPageResponse = pageOf(
  z.object({
    rank: int,
    uid: int,
    username: z.string(),
    nickname: z.string().nullable(),
    realname: z.string().nullable(),
    avatar: z.string().nullable(),
    gender: z.string(),
    school: z.string().nullable(),
    ac: int,
    totalRunTime: z.number(),
    submissionInfo: z.record(
      z.string(),
      z.object({
        status: int,
        isAC: z.boolean(),
        runTime: z.number().nullable(),
        score: z.number().nullable(),
      }),
    ),
  }) satisfies z.ZodType<TrainingRankRow>,
);

const adminTrainingRow = z.object({
  id: int,
  rank: int,
  title: z.string(),
  auth: trainingAuth,
  status: z.boolean(),
  author: z.string().nullable(),
  uid: int,
  gid: int.nullable(),
  isGroup: z.boolean(),
  rankShowName,
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  problemCount: int,
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<AdminTrainingRow>;
/** GET /api/admin/training/get-training-list (and a group's admin list). */
export const adminTrainingPageResponse = pageOf(adminTrainingRow);

/** GET /api/admin/training: the stored training with its password, for the form. */
export const adminTrainingViewResponse = z.object({
  training: adminTrainingRow
    .omit({ categoryName: true, categoryColor: true, problemCount: true })
    .extend({ description: z.string(), privatePwd: z.string().nullable() }),
  trainingCategory: trainingCategoryResponse.nullable(),
}) satisfies z.ZodType<AdminTrainingView>;

/** GET /api/admin/training/get-problem-list: the bank's page and the training's links by pid. */
export const adminTrainingProblemListResponse = z.object({
  problemList: pageOf(
    z.object({
      id: int,
      problemId: z.string(),
      title: z.string(),
      author: z.string().nullable(),
      auth: int,
      type: int,
      difficulty: int,
      gid: int.nullable(),
    }),
  ),
  trainingProblemMap: z.record(z.string(), trainingProblemLinkResponse),
}) satisfies z.ZodType<AdminTrainingProblemList>;
