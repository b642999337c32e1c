import { z } from 'zod';
import { judgeCaseModeSchema, judgeModeSchema, plainFileName } from './judge/index.ts';
import { pageQuery } from './envelope.ts';
import { LIMITS } from './limits.ts';
import { filledTextField, integerField, numericText, textField } from './fields.ts';
import { isAdminRole, type RoleId } from './roles.ts';

/** Difficulty levels 0-7 of spec 1-core §3, with the colour each is drawn in. */
export const DIFFICULTIES = [
  { level: 0, name: 'UnKnown', color: '#909399' },
  { level: 1, name: 'Easy', color: '#52c41a' },
  { level: 2, name: 'CSP-J-', color: '#13c2c2' },
  { level: 3, name: 'CSP-J/S-', color: '#1677ff' },
  { level: 4, name: 'CSP-J+/S', color: '#2f54eb' },
  { level: 5, name: 'CSP-S+/NOIP-', color: '#722ed1' },
  { level: 6, name: 'NOIP/NOI-', color: '#fa8c16' },
  { level: 7, name: 'NOI/NOI+/CTSC', color: '#f5222d' },
] as const;

export const PROBLEM_AUTH = { PUBLIC: 1, PRIVATE: 2, CONTEST: 3 } as const;

/** Who may see a problem's page outside contests and groups: the public bank's, or any admin role all. */
export const canViewProblem = (
  viewer: { role: RoleId } | null,
  problem: { auth: number; gid: number | null },
) =>
  (problem.auth === PROBLEM_AUTH.PUBLIC && problem.gid === null) ||
  Boolean(viewer && isAdminRole(viewer.role));
export const PROBLEM_TYPE = { ACM: 0, OI: 1 } as const;
/** The local judge's oj code; remote problems carry their judge's prefix (CF-, GYM-). */
export const LOCAL_OJ = 'ME';
export const PROBLEM_LIST_PAGE_SIZE = 30;

/** Extra files: a map of file name to content; names are plain file names (judge/file-names.ts). */
export const extraFilesSchema = (field: string) =>
  z
    .record(plainFileName(field), textField(`${field} content`, 1024 * 1024))
    .refine((files) => Object.keys(files).length <= 20, `${field}: at most 20 files`);

export const problemFieldsSchema = z.object({
  problemId: filledTextField('problemId', 32).regex(
    /^[A-Za-z0-9_-]+$/,
    'problemId may hold letters, digits, _ and - only',
  ),
  title: filledTextField('title', 255),
  description: textField('description', 200_000).default(''),
  input: filledTextField('input', 50_000),
  output: filledTextField('output', 50_000),
  /** Examples as one string: <input>…</input><output>…</output> pairs (the reference format). */
  examples: textField('examples', 200_000).default(''),
  hint: textField('hint', 50_000).default(''),
  source: textField('source', 255).default(''),
  // The reference's form sends these three as text once edited (el-input type=Number without .number).
  timeLimit: numericText(integerField('timeLimit', 1, 60_000).default(1000)),
  memoryLimit: numericText(integerField('memoryLimit', 1, 4096).default(256)),
  stackLimit: numericText(integerField('stackLimit', 1, 4096).default(128)),
  difficulty: integerField('difficulty', 0, 7).default(0),
  type: z.union([z.literal(0), z.literal(1)], { error: 'type must be 0 (ACM) or 1 (OI)' }).default(0),
  auth: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'auth must be 1, 2 or 3' }).default(1),
  codeShare: z.boolean({ error: 'codeShare must be true or false' }).default(true),
  isRemoveEndBlank: z.boolean({ error: 'isRemoveEndBlank must be true or false' }).default(false),
  openCaseResult: z.boolean({ error: 'openCaseResult must be true or false' }).default(true),
  judgeMode: judgeModeSchema.default('default'),
  judgeCaseMode: judgeCaseModeSchema.default('default'),
  spjCode: textField('spjCode', LIMITS.codeMaxLength).default(''),
  spjLanguage: textField('spjLanguage', 64).default('C'),
  isFileIO: z.boolean({ error: 'isFileIO must be true or false' }).default(false),
  ioReadFileName: textField('ioReadFileName', 64).default(''),
  ioWriteFileName: textField('ioWriteFileName', 64).default(''),
  userExtraFile: extraFilesSchema('userExtraFile').default({}),
  judgeExtraFile: extraFilesSchema('judgeExtraFile').default({}),
});
export type ProblemFields = z.infer<typeof problemFieldsSchema>;

/** A test case as the admin form sends it: typed in, or naming files of an uploaded zip. */
export const problemCaseInputSchema = z.object({
  input: textField('input', 10 * 1024 * 1024).default(''),
  output: textField('output', 10 * 1024 * 1024).default(''),
  inputName: textField('inputName', 128).optional(),
  outputName: textField('outputName', 128).optional(),
  // As text from the reference's case table once edited, like the limits.
  score: numericText(integerField('score', 0, 100_000).default(0)),
  groupNum: numericText(integerField('groupNum', 0, 1000).optional()),
});
export type ProblemCaseInput = z.infer<typeof problemCaseInputSchema>;

export const codeTemplateInputSchema = z.object({
  language: filledTextField('language', 64),
  code: textField('code', LIMITS.codeMaxLength),
  status: z.boolean().default(true),
});

export const problemSaveBody = z.object({
  problem: problemFieldsSchema,
  /** Typed-in cases (isUploadTestCase false) or the chosen files of an upload (true). */
  samples: z.array(problemCaseInputSchema).max(1000, 'at most 1000 test cases').default([]),
  isUploadTestCase: z.boolean().default(false),
  /** Key of a test-case zip uploaded through /api/file/upload-testcase-zip. */
  uploadTestcaseDir: textField('uploadTestcaseDir', 100).optional(),
  languages: z.array(filledTextField('language', 64)).min(1, 'at least one language is required').max(100),
  tags: z
    .array(
      z.object({
        id: z
          .number()
          .int()
          .positive()
          .max(LIMITS.idMax, `tag id must be at most ${LIMITS.idMax}`)
          .optional(),
        name: filledTextField('tag name', 50),
      }),
    )
    .max(50)
    .default([]),
  codeTemplates: z.array(codeTemplateInputSchema).max(100).default([]),
  /** Whether the test data changes in this save (an edit may keep the stored cases). */
  changeCases: z.boolean().default(true),
});
export type ProblemSaveBody = z.infer<typeof problemSaveBody>;

export const problemListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(PROBLEM_LIST_PAGE_SIZE),
  keyword: z.string().trim().max(100, 'keyword must be at most 100 characters').optional(),
  difficulty: z.coerce
    .number()
    .int('difficulty must be 0 to 7')
    .min(0)
    .max(7, 'difficulty must be 0 to 7')
    .optional(),
  /** 1: newest first; otherwise by problem id. */
  sortBy: z.coerce.number().int().optional(),
  /** Comma-separated tag ids: problems carrying all of them. */
  tagId: z
    .string()
    .regex(/^(\d+(,\d+)*)?$/, 'tagId must be a comma-separated list of tag ids')
    .transform((v) => (v ? v.split(',').map(Number) : []))
    .refine((ids) => ids.every((id) => id <= LIMITS.idMax), `tag ids are at most ${LIMITS.idMax}`)
    .optional(),
});

export interface TagView {
  id: number;
  name: string;
  color: string | null;
}

export interface ProblemListRow {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: TagView[];
  total: number;
  ac: number;
  /** The other verdicts' counts: the reference's list shows each one's share (ProblemVO). */
  wa: number;
  ce: number;
  pa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  gmtModified: string;
  /** -10 when the viewer never submitted (or is anonymous). */
  myStatus: number;
}

/** A problem in the admin list. */
export interface AdminProblemRow {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  modifiedUser: string | null;
  auth: number;
  type: number;
  difficulty: number;
  judgeMode: string;
  gmtCreate: string;
  gmtModified: string;
}

/** A stored test case as the admin form shows it. */
export interface ProblemCaseView {
  id: number;
  index: number;
  inputName: string;
  outputName: string;
  inputSize: number;
  outputSize: number;
  score: number;
  groupNum: number | null;
  /** Contents when small (the form edits typed-in cases in place); null for large files. */
  input: string | null;
  output: string | null;
}

export const adminProblemListQuery = pageQuery.extend({
  keyword: z.string().trim().max(100, 'keyword must be at most 100 characters').optional(),
  // 0 is the reference's "all" (its admin list sends it when no visibility is chosen): no filter.
  auth: z.coerce
    .number()
    .int()
    .min(0, 'auth must be 0 (all), 1, 2 or 3')
    .max(3, 'auth must be 0 (all), 1, 2 or 3')
    .optional()
    .transform((auth) => (auth === 0 ? undefined : auth)),
});

export const pidQuery = z.object({
  pid: z.coerce
    .number({ error: 'pid is required' })
    .int('pid must be an integer')
    .positive('pid must be positive')
    .max(LIMITS.idMax, `pid must be at most ${LIMITS.idMax}`),
});

export const changeProblemAuthBody = z.object({
  pid: z
    .number({ error: 'pid is required' })
    .int()
    .positive('pid must be positive')
    .max(LIMITS.idMax, `pid must be at most ${LIMITS.idMax}`),
  auth: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'auth must be 1, 2 or 3' }),
});

export interface UploadedTestcaseZip {
  /** Pairs found in the zip; output is '-' when an input has no answer file. */
  fileList: { input: string; output: string }[];
  /** Key to send back as uploadTestcaseDir when saving the problem. */
  fileListDir: string;
}

/** A judge language as the site shows it (GET /api/languages). */
export interface LanguageView {
  id: number;
  name: string;
  /** The compile (or run) command, for the help page. */
  description: string;
  contentType: string;
  /** Monaco's language id for the editor. */
  editorLanguage: string;
  /** A+B in this language: the help page's example. */
  codeTemplate: string;
  compileCommand: string | null;
  isSpj: boolean;
  oj: string;
  enabled: boolean;
  disabledReason: string | null;
}
