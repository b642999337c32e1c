import { z } from 'zod';
import { idField, textField } from './fields.ts';
import { LIMITS } from './limits.ts';

/**
 * The similarity check (issue 20; docs/similarity.md): every pair of submissions to the same problem by different
 * users within a contest, a training, a group or one problem, compared offline as normalised token streams. A
 * report lists the pairs at or above the check's threshold: leads for an admin to look at, never a verdict.
 */

export const SIMILARITY_SCOPES = ['contest', 'training', 'group', 'problem'] as const;
export type SimilarityScope = (typeof SIMILARITY_SCOPES)[number];

/** queued: waiting to run; running: comparing (progress counts pairs); done; failed (its error says why). */
export const SIMILARITY_CHECK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type SimilarityCheckStatus = (typeof SIMILARITY_CHECK_STATUSES)[number];

/** What an admin made of a pair: not looked at yet, looked at and nothing wrong, looked at and copied. */
export const SIMILARITY_PAIR_STATUSES = ['open', 'cleared', 'confirmed'] as const;
export type SimilarityPairStatus = (typeof SIMILARITY_PAIR_STATUSES)[number];

/** The threshold a check uses unless its admin sets another (chosen on the corpus, docs/similarity.md). */
export const SIMILARITY_DEFAULT_THRESHOLD = 0.45;
export const SIMILARITY_NOTE_MAX = 1000;
/** A cluster: three or more users linked by flagged pairs on one problem. */
export const SIMILARITY_CLUSTER_MIN = 3;

const scopeField = z.enum(SIMILARITY_SCOPES, {
  error: `scope must be one of ${SIMILARITY_SCOPES.join(', ')}`,
});
const thresholdField = z.coerce
  .number({ error: 'threshold must be a number' })
  .min(0.05, 'threshold must be at least 0.05')
  .max(1, 'threshold must be at most 1');

/** POST /api/admin/similarity/check: start a check of one scope. */
export const startSimilarityCheckBody = z.object({
  scope: scopeField,
  scopeId: idField('scopeId'),
  threshold: thresholdField.default(SIMILARITY_DEFAULT_THRESHOLD),
  /** Every final submission of each user instead of their last accepted one per problem. */
  allSubmissions: z.boolean({ error: 'allSubmissions must be true or false' }).default(false),
  /** Code every contestant was given (beside the problems' own templates): left out of the matches. */
  baseCode: textField('baseCode', LIMITS.codeMaxLength).default(''),
});
export type StartSimilarityCheckBody = z.input<typeof startSimilarityCheckBody>;
export type StartSimilarityCheck = z.output<typeof startSimilarityCheckBody>;

/** GET /api/admin/similarity/checks?scope=&scopeId= */
export const similarityChecksQuery = z.object({ scope: scopeField, scopeId: idField('scopeId') });
export type SimilarityChecksQuery = z.input<typeof similarityChecksQuery>;

/** GET /api/admin/similarity/check?id=, GET /api/file/similarity-csv?id=, POST .../check/rerun {id} */
export const similarityCheckIdQuery = z.object({ id: idField('id') });
export const rerunSimilarityCheckBody = similarityCheckIdQuery;

/** GET /api/admin/similarity/pair?id= */
export const similarityPairQuery = z.object({ id: idField('id') });

/** PUT /api/admin/similarity/pair: mark a pair, with a note. */
export const markSimilarityPairBody = z.object({
  id: idField('id'),
  status: z.enum(SIMILARITY_PAIR_STATUSES, {
    error: `status must be one of ${SIMILARITY_PAIR_STATUSES.join(', ')}`,
  }),
  note: textField('note', SIMILARITY_NOTE_MAX).default(''),
});
export type MarkSimilarityPairBody = z.input<typeof markSimilarityPairBody>;
export type MarkSimilarityPair = z.output<typeof markSimilarityPairBody>;

const int = z.number().int();

export const similarityCheckResponse = z.object({
  id: int,
  scope: scopeField,
  scopeId: int,
  status: z.enum(SIMILARITY_CHECK_STATUSES),
  /** Pairs compared so far and pairs to compare in this run. */
  progressDone: int,
  progressTotal: int,
  threshold: z.number(),
  allSubmissions: z.boolean(),
  hasBaseCode: z.boolean(),
  error: z.string().nullable(),
  createdBy: z.string(),
  /** Pairs at or above the threshold so far. */
  pairCount: int,
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type SimilarityCheckView = z.infer<typeof similarityCheckResponse>;

export const similarityChecksResponse = z.array(similarityCheckResponse);

const sideResponse = z.object({
  submissionId: int,
  uid: int,
  username: z.string(),
  language: z.string(),
  /** How much of this side's code is found in the other, 0..1. */
  similarity: z.number(),
});
export type SimilaritySide = z.infer<typeof sideResponse>;

export const similarityPairRowResponse = z.object({
  id: int,
  pid: int,
  /** The problem's id as the scope shows it (the contest's display id, else the problem's). */
  problem: z.string(),
  left: sideResponse,
  right: sideResponse,
  /** The larger side: what the report sorts by. */
  score: z.number(),
  status: z.enum(SIMILARITY_PAIR_STATUSES),
  note: z.string(),
});
export type SimilarityPairRow = z.infer<typeof similarityPairRowResponse>;

export const similarityClusterResponse = z.object({
  pid: int,
  problem: z.string(),
  usernames: z.array(z.string()),
  pairIds: z.array(int),
});
export type SimilarityCluster = z.infer<typeof similarityClusterResponse>;

/** GET /api/admin/similarity/check: the check and its report. */
export const similarityReportResponse = z.object({
  check: similarityCheckResponse,
  pairs: z.array(similarityPairRowResponse),
  clusters: z.array(similarityClusterResponse),
});
export type SimilarityReport = z.infer<typeof similarityReportResponse>;

const rangeResponse = z.object({ start: int, end: int, startLine: int, endLine: int });
export const similarityRegionResponse = z.object({ left: rangeResponse, right: rangeResponse, tokens: int });
export type SimilarityRegion = z.infer<typeof similarityRegionResponse>;

/** GET /api/admin/similarity/pair: one pair with both codes and the matched regions (same index, same colour). */
export const similarityPairResponse = similarityPairRowResponse.extend({
  checkId: int,
  leftCode: z.string(),
  rightCode: z.string(),
  regions: z.array(similarityRegionResponse),
});
export type SimilarityPairDetail = z.infer<typeof similarityPairResponse>;
