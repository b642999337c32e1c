import { AppError } from '../../errors.ts';
import { readsEverything, type ContestScope } from './contest-scope.ts';

/** The zip of a submission's source, as the spec names it. */
export const SUBMISSION_FILES_NAME = 'files.zip';

/**
 * A submission's `files` (JSON_Format.md "Submission"): the zip of its source, served at
 * `contests/{id}/submissions/{id}/files` (relative to the API's base) to those who may read every submission's
 * code here: the contest's admins and analysts. The public, which may not, gets none.
 */
export function submissionFiles(scope: ContestScope, submissionId: string) {
  if (!readsEverything(scope.reader)) return [];
  const href = `contests/${scope.settings.cid}/submissions/${submissionId}/files`;
  return [{ href, filename: SUBMISSION_FILES_NAME, mime: 'application/zip' }];
}

/** A submission's source as its zip holds it: the file named as the judge names it, and the code. */
export interface SubmissionSource {
  fileName: string;
  code: string;
}

/** Reads a submission's source here (the composition root reads it from the judging context). */
export type SubmissionSources = (submissionId: number) => Promise<SubmissionSource | undefined>;

/**
 * GET contests/{id}/submissions/{id}/files: the zip of the submission's source, for the contest's admins and
 * analysts (the public is not shown the files: 403 to a signed-in reader, as to anyone); an id of no submission
 * of the contest is a 404.
 */
export async function submissionZip(
  scope: ContestScope,
  submissions: { id: string }[],
  apiId: string,
  sources: SubmissionSources,
): Promise<Map<string, string>> {
  if (!readsEverything(scope.reader))
    throw new AppError('FORBIDDEN', "Only the contest's admins and analysts read the submissions' files");
  if (!submissions.some((submission) => submission.id === apiId))
    throw new AppError('NOT_FOUND', `No submissions object ${apiId}`);
  const named = [...scope.submissionNames].find(([, name]) => name === apiId)?.[0];
  const source = await sources(named ?? Number(apiId));
  if (!source) throw new AppError('NOT_FOUND', `No submissions object ${apiId}`);
  return new Map([[source.fileName, source.code]]);
}
