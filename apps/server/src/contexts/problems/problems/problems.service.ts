import { PROBLEM_AUTH } from '@judge/contract';
import { bindOperations } from '../../../lib/operations.ts';
import {
  adminGet,
  adminList,
  casesZip,
  changeAuth,
  compile,
  problemIdExists,
  remove,
  uploadZip,
} from './admin-problem.ts';
import { exportZip, importProblems } from './problem-exchange.ts';
import { setApplyPublic, setPublicProgress } from './problem-publication.ts';
import { problemsDeps, type ProblemsCollaborators } from './problems.deps.ts';
import { create, update } from './save-problem.ts';

export { KNOWN_LANGUAGES } from './problems.deps.ts';
export type { AlongWithSave } from './save-problem.ts';

/** The back office's problem operations, one file each (save-problem.ts, problem-exchange.ts, ...). */
export function createProblemsService(collaborators: ProblemsCollaborators) {
  return bindOperations(problemsDeps(collaborators), {
    adminList,
    adminGet,
    create,
    update,
    remove,
    changeAuth,
    uploadZip,
    casesZip,
    compile,
    exportZip,
    importProblems,
    problemIdExists,
    setApplyPublic,
    setPublicProgress,
  });
}
export type ProblemsService = ReturnType<typeof createProblemsService>;
export { PROBLEM_AUTH };
