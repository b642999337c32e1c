// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { PUBLIC_IMG_PREFIX } from './files/public-images.ts';
export { sniffImageType } from './files/image-type.ts';
export { registerMdFileRoutes } from './files/md-files.routes.ts';
export { createMdFilesService, storeCarriedAttachment } from './files/md-files.service.ts';
export { HOJ_MD_FILE_SOURCE } from './files/md-files.repo.ts';
export { registerMailRoutes } from './mail/mail.routes.ts';
export { createMailer, type Mailer, type OutgoingMail } from './mail/mailer.ts';
export { loadOrCreateSecret } from './secrets/secrets.repo.ts';
export { createLiveBus, type LiveBus } from './live/live-bus.ts';
export { postgresRelay } from './live/pg-relay.ts';
export { registerLiveRoutes } from './live/live-stream.ts';
export { createLiveNotices, type LiveNotices } from './live/live-notices.ts';
export { scheduleContestStarts, type ContestStartEvents } from './live/contest-starts.ts';
