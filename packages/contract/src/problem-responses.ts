import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { icpcImportReportSchema, judgeCaseModeSchema, judgeModeSchema } from './judge/index.ts';
import type {
  AdminProblemRow,
  LanguageView,
  ProblemCaseView,
  ProblemListRow,
  TagView,
  UploadedTestcaseZip,
} from './problems.ts';

/**
 * What the problem bank's public calls answer (issue 26 step 3): the server's routes declare these as their
 * `response`, the web reads the types. Stored rows are checked as stored: text, not the form's rules.
 */
export const tagViewResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
}) satisfies z.ZodType<TagView>;

/** A row of GET /api/get-problem-list. */
export const problemListRowResponse = z.object({
  pid: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number().int(),
  type: z.number().int(),
  tags: z.array(tagViewResponse),
  total: z.number().int(),
  ac: z.number().int(),
  wa: z.number().int(),
  ce: z.number().int(),
  pa: z.number().int(),
  tle: z.number().int(),
  mle: z.number().int(),
  re: z.number().int(),
  pe: z.number().int(),
  gmtModified: z.string(),
  myStatus: z.number().int(),
}) satisfies z.ZodType<ProblemListRow>;
export const problemPageResponse = pageOf(problemListRowResponse);

/** How many submissions of a problem ended in each verdict. */
export const problemCountResponse = z.object({
  total: z.number().int(),
  ac: z.number().int(),
  wa: z.number().int(),
  ce: z.number().int(),
  pa: z.number().int(),
  tle: z.number().int(),
  mle: z.number().int(),
  re: z.number().int(),
  pe: z.number().int(),
});
export type ProblemCount = z.infer<typeof problemCountResponse>;

/** A stored problem's fields as every problem call shows them (the judge-only ones are added where shown). */
const storedProblemFields = z.object({
  id: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  description: z.string(),
  input: z.string(),
  output: z.string(),
  examples: z.string(),
  hint: z.string(),
  source: z.string(),
  author: z.string().nullable(),
  timeLimit: z.number().int(),
  memoryLimit: z.number().int(),
  stackLimit: z.number().int(),
  difficulty: z.number().int(),
  type: z.union([z.literal(0), z.literal(1)]),
  auth: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  codeShare: z.boolean(),
  isRemoveEndBlank: z.boolean(),
  openCaseResult: z.boolean(),
  judgeMode: judgeModeSchema,
  judgeCaseMode: judgeCaseModeSchema,
  spjLanguage: z.string(),
  isFileIO: z.boolean(),
  ioReadFileName: z.string(),
  ioWriteFileName: z.string(),
  ioScore: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

/** The problem of /api/get-problem-detail: the stored fields less the judge-only ones. */
export const problemDetailFieldsResponse = storedProblemFields.extend({
  pid: z.number().int(),
  /** The user's extra files as stored: JSON text of name -> content (the reference's shape), or null. */
  userExtraFile: z.string().nullable(),
  isRemote: z.boolean(),
});
export type ProblemDetail = z.infer<typeof problemDetailFieldsResponse>;

/** GET /api/get-problem-detail (and a training's or a group's problem page). */
export const problemDetailResponse = z.object({
  problem: problemDetailFieldsResponse,
  problemCount: problemCountResponse,
  /** Language name to template code. */
  codeTemplate: z.record(z.string(), z.string()),
  languages: z.array(z.string()),
  tags: z.array(tagViewResponse),
  myStatus: z.number().int(),
});
export type ProblemDetailResult = z.infer<typeof problemDetailResponse>;

/** A tag with its site and classification (tcid: the reference's name for it). */
export const problemTagResponse = tagViewResponse.extend({
  oj: z.string(),
  classificationId: z.number().int().nullable(),
  tcid: z.number().int().nullable(),
});
export type ProblemTag = z.infer<typeof problemTagResponse>;
/** GET /api/get-all-problem-tags: the site's public tags. */
export const problemTagListResponse = z.array(problemTagResponse);
/** GET /api/get-problem-tags: one problem's tags (a group's own among them), for its back-office form. */
export const tagsOfProblemResponse = z.array(problemTagResponse.extend({ gid: z.number().int().nullable() }));

/** GET /api/get-problem-tags-and-classification: the tags under each classification, loose ones last. */
export const tagClassificationGroupsResponse = z.array(
  z.object({
    /** null for the tags that belong to no classification. */
    classification: z
      .object({ id: z.number().int(), name: z.string(), oj: z.string(), rank: z.number().int() })
      .nullable(),
    tagList: z.array(problemTagResponse),
  }),
);
export type TagClassificationGroup = z.infer<typeof tagClassificationGroupsResponse>[number];

export const languageViewResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  contentType: z.string(),
  editorLanguage: z.string(),
  codeTemplate: z.string(),
  compileCommand: z.string().nullable(),
  isSpj: z.boolean(),
  oj: z.string(),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
}) satisfies z.ZodType<LanguageView>;
export const languageListResponse = z.array(languageViewResponse);

/** GET /api/get-problem-code-template: the problem's enabled templates, by language. */
export const codeTemplateListResponse = z.array(
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    lid: z.number().int().nullable(),
    language: z.string(),
    code: z.string(),
    status: z.boolean(),
  }),
);

/** GET /api/get-problem-code: the caller's code kept for a problem, or null. */
export const savedCodeResponse = z.object({ code: z.string(), lang: z.string() }).nullable();
export type SavedCode = NonNullable<z.infer<typeof savedCodeResponse>>;

/** GET /api/get-random-problem. */
export const randomProblemResponse = z.object({ problemId: z.string() });

/** A problem in the back office's list (GET /api/admin/problem/get-problem-list). */
export const adminProblemRowResponse = z.object({
  id: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  modifiedUser: z.string().nullable(),
  auth: z.number().int(),
  type: z.number().int(),
  difficulty: z.number().int(),
  judgeMode: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<AdminProblemRow>;
export const adminProblemPageResponse = pageOf(adminProblemRowResponse);

/** A stored test case as the admin form shows it. */
export const problemCaseViewResponse = z.object({
  id: z.number().int(),
  index: z.number().int(),
  inputName: z.string(),
  outputName: z.string(),
  inputSize: z.number().int(),
  outputSize: z.number().int(),
  score: z.number(),
  groupNum: z.number().int().nullable(),
  input: z.string().nullable(),
  output: z.string().nullable(),
}) satisfies z.ZodType<ProblemCaseView>;

const extraFiles = z.record(z.string(), z.string());

/**
 * GET /api/admin/problem: the stored problem with everything the form edits (the reference's Problem fields
 * come first in the answer, ours are the named keys declared here).
 */
export const adminProblemDetailResponse = z.object({
  problem: storedProblemFields.extend({
    spjCode: z.string(),
    userExtraFile: extraFiles,
    judgeExtraFile: extraFiles,
  }),
  /** Whether the cases came from a zip (file names) or were typed in. */
  isUploadTestCase: z.boolean(),
  samples: z.array(problemCaseViewResponse),
  languages: z.array(z.string()),
  codeTemplates: z.array(z.object({ language: z.string(), code: z.string(), status: z.boolean() })),
  tags: z.array(tagViewResponse),
});
export type AdminProblemDetail = z.infer<typeof adminProblemDetailResponse>;

export const tagClassificationResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  oj: z.string(),
  rank: z.number().int(),
});
export type TagClassification = z.infer<typeof tagClassificationResponse>;
/** GET /api/admin/tag/classification. */
export const tagClassificationListResponse = z.array(tagClassificationResponse);

/** GET /api/group/problem: the admin form's data with the problem's group and its way to the public bank. */
export const groupProblemDetailResponse = adminProblemDetailResponse.extend({
  problem: adminProblemDetailResponse.shape.problem.extend({
    gid: z.number().int().nullable(),
    isGroup: z.boolean(),
    applyPublicProgress: z.number().int().nullable(),
  }),
});
export type GroupProblemDetail = z.infer<typeof groupProblemDetailResponse>;
export const problemCaseListResponse = z.array(problemCaseViewResponse);

/** POST /api/file/import-problem (and the other formats' imports): how many problems came in, and their ids. */
export const problemImportResponse = z.object({ count: z.number().int(), problemIds: z.array(z.string()) });

/** POST /api/file/upload-testcase-zip: the pairs found and the key to save them with. */
export const uploadedTestcaseZipResponse = z.object({
  fileList: z.array(z.object({ input: z.string(), output: z.string() })),
  fileListDir: z.string(),
}) satisfies z.ZodType<UploadedTestcaseZip>;

/** GET /api/admin/problem/import-report: the stored report of a package import, or null for another problem. */
export const storedImportReportResponse = icpcImportReportSchema.nullable();
export type ProblemImportResult = z.infer<typeof problemImportResponse>;
export type RandomProblem = z.infer<typeof randomProblemResponse>;
