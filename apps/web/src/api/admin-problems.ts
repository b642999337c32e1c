import type {
  AdminProblemDetail,
  AdminProblemRow,
  IcpcImportReport,
  Page,
  ProblemSaveBody,
  ProblemTag,
  TagClassification,
  UploadedTestcaseZip,
  LanguageView,
  CreatedId,
  ProblemImportResult,
} from '@judge/contract';
import { request, requestFile, type RequestOptions } from './request';

// The answers' shapes are the contract's (the server's routes declare them as their responses).
export type { AdminProblemDetail, ProblemTag, TagClassification } from '@judge/contract';

/** The problem files the back office imports: the call for each and the files it takes. */
export const PROBLEM_IMPORT_FORMATS = {
  hoj: { url: '/api/file/import-problem', accept: '.zip' },
  qduoj: { url: '/api/file/import-qdoj-problem', accept: '.zip' },
  fps: { url: '/api/file/import-fps-problem', accept: '.xml' },
  hydro: { url: '/api/file/import-hydro-problem', accept: '.zip' },
  /** An ICPC / Kattis package: one problem, judged on import; the answer is the report (importIcpc). */
  icpc: { url: '/api/admin/problem/import-icpc', accept: '.zip' },
} as const;
export type ProblemImportFormat = keyof typeof PROBLEM_IMPORT_FORMATS;

/** A language of the judge as GET /api/languages describes it (the contract's LanguageView). */
export type JudgeLanguage = LanguageView;

export interface TagBody {
  name: string;
  color: string | null;
  classificationId: number | null;
}

export interface AdminProblemListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  auth?: number;
}

export type SpecialJudgeKind = 'spj' | 'interactive';

/** Errors the form shows next to its fields (or in a dialog) instead of the central toast. */
const FORM_ERRORS: RequestOptions['quiet'] = ['VALIDATION_FAILED'];

function fileForm(file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}

export const adminProblemsApi = {
  list: (query: AdminProblemListQuery) =>
    request<Page<AdminProblemRow>>('/api/admin/problem/get-problem-list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  get: (pid: number) => request<AdminProblemDetail>('/api/admin/problem', { params: { pid } }),
  create: (body: ProblemSaveBody) =>
    request<CreatedId<'pid'>>('/api/admin/problem', { method: 'POST', body, quiet: FORM_ERRORS }),
  update: (pid: number, body: ProblemSaveBody) =>
    request<null>('/api/admin/problem', { method: 'PUT', body: { ...body, pid }, quiet: FORM_ERRORS }),
  remove: (pid: number) => request<null>('/api/admin/problem', { method: 'DELETE', params: { pid } }),
  changeAuth: (pid: number, auth: 1 | 2 | 3) =>
    request<null>('/api/admin/problem/change-problem-auth', { method: 'PUT', body: { pid, auth } }),
  /** Resolves when the code compiles; a compile error is a 400 whose message the caller shows. */
  compile: (
    kind: SpecialJudgeKind,
    body: { code: string; language: string; extraFiles: Record<string, string> },
  ) =>
    request<null>(`/api/admin/problem/compile-${kind === 'spj' ? 'spj' : 'interactive'}`, {
      method: 'POST',
      body,
      quiet: FORM_ERRORS,
    }),
  /** `gid`: a group's problem form, whose admins may upload for the group (the reference's parameter). */
  uploadTestcaseZip: (file: Blob, fileName: string, gid?: number) =>
    request<UploadedTestcaseZip>('/api/file/upload-testcase-zip', {
      method: 'POST',
      params: { gid },
      body: fileForm(file, fileName),
      quiet: FORM_ERRORS,
    }),
  downloadTestcases: (pid: number) =>
    requestFile('/api/file/download-testcase', { pid }, `problem-${pid}-testcases.zip`),
  exportProblems: (pids: number[]) =>
    requestFile('/api/file/export-problem', { pid: pids.join(',') }, `problem-export-${Date.now()}.zip`),
  importProblems: (file: Blob, fileName: string, format: ProblemImportFormat = 'hoj') =>
    request<ProblemImportResult>(PROBLEM_IMPORT_FORMATS[format].url, {
      method: 'POST',
      body: fileForm(file, fileName),
      quiet: FORM_ERRORS,
    }),
  importIcpc: (file: Blob, fileName: string) =>
    request<IcpcImportReport>(PROBLEM_IMPORT_FORMATS.icpc.url, {
      method: 'POST',
      body: fileForm(file, fileName),
      quiet: FORM_ERRORS,
    }),
  /** The check report stored with a problem imported from a package; null for any other problem. */
  importReport: (pid: number) =>
    request<IcpcImportReport | null>('/api/admin/problem/import-report', { params: { pid } }),
  languages: () => request<JudgeLanguage[]>('/api/languages'),
  allTags: () => request<ProblemTag[]>('/api/get-all-problem-tags'),
  createTag: (body: TagBody) => request<ProblemTag>('/api/admin/tag', { method: 'POST', body }),
  updateTag: (id: number, body: TagBody) =>
    request<null>('/api/admin/tag', { method: 'PUT', body: { ...body, id } }),
  removeTag: (id: number) => request<null>('/api/admin/tag', { method: 'DELETE', params: { tid: id } }),
  classifications: () => request<TagClassification[]>('/api/admin/tag/classification'),
  createClassification: (body: { name: string; rank: number }) =>
    request<TagClassification>('/api/admin/tag/classification', { method: 'POST', body }),
  updateClassification: (id: number, body: { name: string; rank: number }) =>
    request<null>('/api/admin/tag/classification', { method: 'PUT', body: { ...body, id } }),
  removeClassification: (id: number) =>
    request<null>('/api/admin/tag/classification', { method: 'DELETE', params: { id } }),
};
