// The context's facts face: small read-only facts and pure helpers other contexts read. Other contexts import them from here only.
export { filesText, parseFiles, presentProblemFields } from './problems/problems.presenter.ts';
export { type ProblemRow, type ProblemsRepo } from './problems/problems.repo.ts';
export { isReferenceProblemDto, readReferenceProblemDto } from './problems/reference-problem-dto.ts';
export { type TestdataRepo } from './testdata/testdata.repo.ts';
export { readZip, writeZip, zipStream } from './testdata/zip.ts';
export { withShortName } from './problems/group-short-name.ts';
export { createTemplateReader, type GivenTemplate, type TemplateReader } from './problems/code-templates.ts';
export type { CompileCheck } from './problems/judging-ports.ts';
