// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { createCompileCheck } from './judging/compile-check.ts';
export { createJudgingWork } from './judging/judging-work.ts';
export { registerRemoteJudgeRoutes } from './judging/remote-judges.routes.ts';
export { createRemoteJudgesService, type RemoteJudgesService } from './judging/remote-judges.service.ts';
export { startEmbeddedJudge } from './judging/start-embedded-judge.ts';
export { casesOf, judgeProblemOf } from './judging/task-builder.ts';
export { registerSubmissionRoutes } from './submissions/submissions.routes.ts';
export { createSubmissionsService } from './submissions/submissions.service.ts';
export { presentRow } from './submissions/submissions.presenter.ts';
export { createSubmissionsRepo, renameContestSubmissions } from './submissions/submissions.repo.ts';
export { createTestRunsRepo } from './submissions/test-runs.repo.ts';
