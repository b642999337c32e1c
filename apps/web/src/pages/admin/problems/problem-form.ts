import {
  PROBLEM_AUTH,
  PROBLEM_TYPE,
  type JudgeCaseMode,
  type JudgeMode,
  type ProblemCaseView,
  type ProblemSaveBody,
} from '@judge/contract';
import type { AdminProblemDetail, ProblemTag } from '../../../api/admin-problems';
import { parseExamples, serializeExamples, type ExamplePair } from './examples';

/** A test case typed into the form. */
export interface TypedCase {
  input: string;
  output: string;
  score?: number | null;
  groupNum?: number | null;
}

/** A case of an uploaded zip (or of the stored cases), named by its files. */
export interface UploadedCase {
  inputName: string;
  outputName: string;
  score?: number | null;
  groupNum?: number | null;
}

export interface ExtraFileRow {
  name: string;
  content: string;
}

export type CaseSource = 'typed' | 'upload';

export interface TemplateValue {
  status: boolean;
  code: string;
}

/** Everything the problem form edits, shaped for antd's Form (lists as arrays, not strings or maps). */
export interface ProblemFormValues {
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  difficulty: number;
  type: 0 | 1;
  auth: 1 | 2 | 3;
  codeShare: boolean;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  examples: ExamplePair[];
  /** Tag names: existing tags are matched by name when saving, others are created by the server. */
  tags: string[];
  languages: string[];
  codeTemplates: Record<string, TemplateValue>;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjLanguage: string;
  spjCode: string;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFiles: ExtraFileRow[];
  judgeExtraFiles: ExtraFileRow[];
  caseSource: CaseSource;
  typedCases: TypedCase[];
  uploadedCases: UploadedCase[];
}

export const JUDGE_MODES: JudgeMode[] = ['default', 'spj', 'interactive'];
/** ACM problems stop at the first failure or run every case; OI ones score cases or subtasks. */
export const JUDGE_CASE_MODES_BY_TYPE: Record<0 | 1, JudgeCaseMode[]> = {
  [PROBLEM_TYPE.ACM]: ['default', 'ergodic_without_error'],
  [PROBLEM_TYPE.OI]: ['default', 'subtask_lowest', 'subtask_average'],
};
export const isSubtaskMode = (mode: JudgeCaseMode) => mode === 'subtask_lowest' || mode === 'subtask_average';

/** The form's defaults: the limits and flags of spec 3 §3 and §9, one empty typed case. */
export function emptyProblemForm(languages: string[]): ProblemFormValues {
  return {
    problemId: '',
    title: '',
    description: '',
    input: '',
    output: '',
    hint: '',
    source: '',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    difficulty: 0,
    type: PROBLEM_TYPE.ACM,
    auth: PROBLEM_AUTH.PUBLIC,
    codeShare: true,
    isRemoveEndBlank: false,
    openCaseResult: true,
    examples: [{ input: '', output: '' }],
    tags: [],
    languages,
    codeTemplates: {},
    judgeMode: 'default',
    judgeCaseMode: 'default',
    spjLanguage: 'C',
    spjCode: '',
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    userExtraFiles: [],
    judgeExtraFiles: [],
    caseSource: 'typed',
    typedCases: [{ input: '', output: '' }],
    uploadedCases: [],
  };
}

/**
 * The server does not say whether stored cases were typed in or uploaded; typed-in ones are saved
 * as 1.in/1.out, 2.in/2.out… with their text small enough to come back inline, so those are
 * edited as text and anything else as a file list.
 */
export function storedCaseSource(samples: ProblemCaseView[]): CaseSource {
  if (samples.length === 0) return 'typed';
  const typed = samples.every(
    (sample, i) =>
      sample.input !== null &&
      sample.output !== null &&
      sample.inputName === `${i + 1}.in` &&
      sample.outputName === `${i + 1}.out`,
  );
  return typed ? 'typed' : 'upload';
}

const filesToRows = (files: Record<string, string>): ExtraFileRow[] =>
  Object.entries(files).map(([name, content]) => ({ name, content }));

const rowsToFiles = (rows: ExtraFileRow[] | undefined): Record<string, string> =>
  Object.fromEntries((rows ?? []).map((row) => [row.name.trim(), row.content]));

/** The stored problem as form values (edit and copy start from here). */
export function formFromDetail(detail: AdminProblemDetail): ProblemFormValues {
  const { problem, samples } = detail;
  const caseSource = storedCaseSource(samples);
  const examples = parseExamples(problem.examples);
  return {
    problemId: problem.problemId,
    title: problem.title,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    hint: problem.hint,
    source: problem.source,
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    difficulty: problem.difficulty,
    type: problem.type,
    auth: problem.auth,
    codeShare: problem.codeShare,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    examples: examples.length ? examples : [{ input: '', output: '' }],
    tags: detail.tags.map((tag) => tag.name),
    languages: detail.languages,
    codeTemplates: Object.fromEntries(
      detail.codeTemplates.map((template) => [
        template.language,
        { status: template.status, code: template.code },
      ]),
    ),
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    spjLanguage: problem.spjLanguage || 'C',
    spjCode: problem.spjCode,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName,
    ioWriteFileName: problem.ioWriteFileName,
    userExtraFiles: filesToRows(problem.userExtraFile),
    judgeExtraFiles: filesToRows(problem.judgeExtraFile),
    caseSource,
    typedCases:
      caseSource === 'typed'
        ? samples.map((sample) => ({
            input: sample.input ?? '',
            output: sample.output ?? '',
            score: sample.score,
            groupNum: sample.groupNum,
          }))
        : [{ input: '', output: '' }],
    uploadedCases:
      caseSource === 'upload'
        ? samples.map((sample) => ({
            inputName: sample.inputName,
            outputName: sample.outputName,
            score: sample.score,
            groupNum: sample.groupNum,
          }))
        : [],
  };
}

export interface SaveContext {
  /** False when an edit leaves the stored cases as they are. */
  changeCases: boolean;
  /** Key of the uploaded zip the uploaded cases name (required when they changed). */
  uploadTestcaseDir?: string;
  /** Existing tags, to send ids for those chosen by name. */
  knownTags: ProblemTag[];
}

const optionalNumber = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(Number(value)) ? undefined : Number(value);

/**
 * Form values → the body of POST/PUT /api/admin/problem (contract problemSaveBody). ACM cases
 * carry no score; OI cases keep theirs (the form already spread or checked them).
 */
export function toSaveBody(values: ProblemFormValues, context: SaveContext): ProblemSaveBody {
  const oi = values.type === PROBLEM_TYPE.OI;
  const scoreOf = (score: number | null | undefined) => (oi ? (optionalNumber(score) ?? 0) : 0);
  const groupOf = (groupNum: number | null | undefined) =>
    isSubtaskMode(values.judgeCaseMode) ? optionalNumber(groupNum) : undefined;
  const upload = values.caseSource === 'upload';

  const samples: ProblemSaveBody['samples'] = !context.changeCases
    ? []
    : upload
      ? values.uploadedCases.map((c) => ({
          input: '',
          output: '',
          inputName: c.inputName,
          outputName: c.outputName,
          score: scoreOf(c.score),
          groupNum: groupOf(c.groupNum),
        }))
      : values.typedCases.map((c) => ({
          input: c.input ?? '',
          output: c.output ?? '',
          score: scoreOf(c.score),
          groupNum: groupOf(c.groupNum),
        }));

  const tagIds = new Map(context.knownTags.map((tag) => [tag.name.toLowerCase(), tag.id]));
  const special = values.judgeMode !== 'default';

  return {
    problem: {
      problemId: values.problemId.trim(),
      title: values.title.trim(),
      description: values.description ?? '',
      input: values.input ?? '',
      output: values.output ?? '',
      examples: serializeExamples(values.examples),
      hint: values.hint ?? '',
      source: values.source ?? '',
      timeLimit: Number(values.timeLimit),
      memoryLimit: Number(values.memoryLimit),
      stackLimit: Number(values.stackLimit),
      difficulty: Number(values.difficulty),
      type: values.type,
      auth: values.auth,
      codeShare: values.codeShare,
      isRemoveEndBlank: values.isRemoveEndBlank,
      openCaseResult: values.openCaseResult,
      judgeMode: values.judgeMode,
      judgeCaseMode: values.judgeCaseMode,
      spjCode: special ? values.spjCode : '',
      spjLanguage: special ? values.spjLanguage : 'C',
      isFileIO: values.isFileIO,
      ioReadFileName: values.isFileIO ? values.ioReadFileName.trim() : '',
      ioWriteFileName: values.isFileIO ? values.ioWriteFileName.trim() : '',
      userExtraFile: rowsToFiles(values.userExtraFiles),
      judgeExtraFile: rowsToFiles(values.judgeExtraFiles),
    },
    samples,
    isUploadTestCase: upload,
    ...(context.changeCases && upload && context.uploadTestcaseDir
      ? { uploadTestcaseDir: context.uploadTestcaseDir }
      : {}),
    languages: values.languages,
    tags: values.tags.map((name) => {
      const id = tagIds.get(name.toLowerCase());
      return id ? { id, name } : { name };
    }),
    codeTemplates: templatesToSend(values),
    changeCases: context.changeCases,
  };
}

/** Templates of the chosen languages that hold code or are switched on (those must hold code). */
export function templatesToSend(values: Pick<ProblemFormValues, 'languages' | 'codeTemplates'>) {
  return values.languages.flatMap((language) => {
    const template = values.codeTemplates?.[language];
    if (!template || (!template.status && !template.code?.trim())) return [];
    return [{ language, code: template.code ?? '', status: Boolean(template.status) }];
  });
}

export type FormFieldName = (string | number)[];

/**
 * Where the server's 400 belongs in the form: its field is a path of the save body
 * (`problem.title`, `samples.2.score`, `codeTemplates.0.code`; the older bracket form is read too); null when no single input matches.
 */
export function formFieldOfServerError(
  field: string | undefined,
  values: Pick<ProblemFormValues, 'caseSource' | 'languages' | 'codeTemplates'>,
): FormFieldName | null {
  if (!field) return null;
  const path = field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const [head, ...rest] = path;
  if (head === 'problem') {
    const [name] = rest;
    if (name === 'userExtraFile') return ['userExtraFiles'];
    if (name === 'judgeExtraFile') return ['judgeExtraFiles'];
    return typeof name === 'string' ? [name] : null;
  }
  if (head === 'samples' && typeof rest[0] === 'number') {
    const list = values.caseSource === 'upload' ? 'uploadedCases' : 'typedCases';
    const column = rest[1];
    if (column === 'score' || column === 'groupNum') return [list, rest[0], column];
    return [list, rest[0], values.caseSource === 'upload' ? 'inputName' : 'input'];
  }
  // A problem made in a contest: its display id and title there (contest-problem form).
  if (head === 'contestProblem' && (rest[0] === 'displayId' || rest[0] === 'displayTitle'))
    return [rest[0] === 'displayId' ? 'contestDisplayId' : 'contestDisplayTitle'];
  if (head === 'languages') return ['languages'];
  if (head === 'tags') return ['tags'];
  if (head === 'codeTemplates' && typeof rest[0] === 'number') {
    const language = templatesToSend(values)[rest[0]]?.language;
    return language ? ['codeTemplates', language, 'code'] : null;
  }
  return null;
}

/** The message of a server 400 without its `field:` prefix, for showing next to the field. */
export function messageWithoutField(message: string, field: string | undefined) {
  return field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

/**
 * A group problem's id as its form shows it (spec 3 §6): the group's short name is shown before the field and left
 * out of the value, and the server puts it back on save. Only an id longer than the prefix loses it.
 */
export function withoutGroupPrefix(problemId: string, shortName: string | undefined): string {
  if (!shortName || problemId.length <= shortName.length) return problemId;
  return problemId.toUpperCase().startsWith(shortName.toUpperCase())
    ? problemId.slice(shortName.length)
    : problemId;
}
