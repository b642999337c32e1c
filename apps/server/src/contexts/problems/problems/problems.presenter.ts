import type { AdminProblemRow, ProblemFields } from '@judge/contract';
import type { ProblemRow } from './problems.repo.ts';

/** Extra files are stored as JSON maps of file name to content. */
export const parseFiles = (json: string | null): Record<string, string> =>
  json ? (JSON.parse(json) as Record<string, string>) : {};

/** Extra files as the reference keeps them: JSON text, null when there are none. */
export const filesText = (json: string | null): string | null =>
  json && Object.keys(parseFiles(json)).length > 0 ? json : null;

/** The stored problem as the form and the detail page read it (flags back to booleans). */
export function presentProblemFields(row: ProblemRow): ProblemFields & {
  id: number;
  author: string | null;
  ioScore: number;
  gmtCreate: string;
  gmtModified: string;
} {
  return {
    id: row.id,
    problemId: row.problemId,
    title: row.title,
    description: row.description,
    input: row.input,
    output: row.output,
    examples: row.examples,
    hint: row.hint,
    source: row.source,
    author: row.author,
    timeLimit: row.timeLimit,
    memoryLimit: row.memoryLimit,
    stackLimit: row.stackLimit,
    difficulty: row.difficulty,
    type: row.type === 1 ? 1 : 0,
    auth: (row.auth === 2 ? 2 : row.auth === 3 ? 3 : 1) as 1 | 2 | 3,
    codeShare: row.codeShare === 1,
    isRemoveEndBlank: row.isRemoveEndBlank === 1,
    openCaseResult: row.openCaseResult === 1,
    judgeMode: row.judgeMode as ProblemFields['judgeMode'],
    judgeCaseMode: row.judgeCaseMode as ProblemFields['judgeCaseMode'],
    spjCode: row.spjCode ?? '',
    spjLanguage: row.spjLanguage ?? 'C',
    isFileIO: row.isFileIo === 1,
    ioReadFileName: row.ioReadFileName ?? '',
    ioWriteFileName: row.ioWriteFileName ?? '',
    userExtraFile: parseFiles(row.userExtraFile),
    judgeExtraFile: parseFiles(row.judgeExtraFile),
    ioScore: row.ioScore,
    gmtCreate: row.createdAt,
    gmtModified: row.updatedAt,
  };
}

export function presentAdminRow(row: {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  modifiedUser: string | null;
  auth: number;
  type: number;
  difficulty: number;
  judgeMode: string;
  createdAt: string;
  updatedAt: string;
}): AdminProblemRow {
  const { createdAt, updatedAt, ...rest } = row;
  return { ...rest, gmtCreate: createdAt, gmtModified: updatedAt };
}

/**
 * The stored problem as the reference's Problem entity (what its back office's edit call answers and its form
 * sends back): flags as booleans, examples and extra files as the stored text, unset fields null.
 */
export function presentReferenceProblem(row: ProblemRow) {
  return {
    id: row.id,
    problemId: row.problemId,
    title: row.title,
    author: row.author,
    type: row.type,
    judgeMode: row.judgeMode,
    judgeCaseMode: row.judgeCaseMode,
    timeLimit: row.timeLimit,
    memoryLimit: row.memoryLimit,
    stackLimit: row.stackLimit,
    description: row.description,
    input: row.input,
    output: row.output,
    examples: row.examples,
    isRemote: false,
    source: row.source,
    difficulty: row.difficulty,
    hint: row.hint,
    auth: row.auth,
    ioScore: row.ioScore,
    codeShare: row.codeShare === 1,
    spjCode: row.spjCode,
    spjLanguage: row.spjLanguage,
    userExtraFile: filesText(row.userExtraFile),
    judgeExtraFile: filesText(row.judgeExtraFile),
    isRemoveEndBlank: row.isRemoveEndBlank === 1,
    openCaseResult: row.openCaseResult === 1,
    isUploadCase: row.isUploadCase === 1,
    caseVersion: row.caseVersion,
    modifiedUser: row.modifiedUser,
    isFileIO: row.isFileIo === 1,
    ioReadFileName: row.ioReadFileName,
    ioWriteFileName: row.ioWriteFileName,
    gid: row.gid,
    gmtCreate: row.createdAt,
    gmtModified: row.updatedAt,
  };
}
