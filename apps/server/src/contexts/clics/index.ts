// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { registerClicsRoutes, CLICS_ROOT } from './clics.routes.ts';
export { createClicsService, type ClicsService } from './clics.service.ts';
export type { ClicsSource } from './clics-source.ts';
export type { FeedTiming } from './feed-stream.ts';
export {
  createContestPackageImporter,
  type ContestPackageImporter,
  type ContestPackagePorts,
} from './package-import/import-contest-package.ts';
export type { ContestControlPorts } from './contest-control.ts';
export type { ClarificationKeeping, ClarificationPorts } from './clarification-post.ts';
export type { SubmissionPorts } from './submission-post.ts';
export type { SubmissionSources } from './submission-files.ts';
export { createClarificationIdsRepo } from './clarification-ids.repo.ts';
export { createSubmissionIdsRepo } from './submission-ids.repo.ts';
export { createJuryMessagesRepo } from './jury-messages.repo.ts';
export { createAwardsRepo } from './awards.repo.ts';
export { createThawsRepo } from './thaws.repo.ts';
export { createBackdatedRepo } from './backdated.repo.ts';
export { removeContestApiRows } from './contest-removal.repo.ts';
export { createApiAccounts, type ApiAccounts } from './api-accounts/api-accounts.service.ts';
export { createApiAccountsRepo, type ApiAccountsRepo } from './api-accounts/api-accounts.repo.ts';
export { registerApiAccountRoutes } from './api-accounts/api-accounts.routes.ts';
export { registerJuryMessageRoutes } from './jury-messages.routes.ts';
export { createJuryMessageReader } from './jury-message-reader.ts';
export { createWebhooks } from './webhooks/webhooks.service.ts';
export { createWebhooksRepo } from './webhooks/webhooks.repo.ts';
export { createWebhookWorker, type WebhookWorkerPorts } from './webhooks/webhook-worker.ts';
export { postCallback } from './webhooks/webhook-post.ts';
export { actorOf, apiCaller } from './basic-auth.ts';
