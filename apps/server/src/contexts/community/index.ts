// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { registerCommentRoutes } from './comments/comments.routes.ts';
export { createCommentsService } from './comments/comments.service.ts';
export { registerDiscussionRoutes } from './discussions/discussions.routes.ts';
export { createDiscussionsService } from './discussions/discussions.service.ts';
export { registerGroupDiscussionRoutes } from './discussions/group-discussions.routes.ts';
export { createGroupDiscussions, removeGroupDiscussions } from './discussions/group-discussions.ts';
export { registerMessageRoutes } from './messages/messages.routes.ts';
export { createMessagesService } from './messages/messages.service.ts';
export { sendMineNotices, type MineNotice } from './messages/mine-notices.ts';
export { registerNoteRoutes } from './notes/notes.routes.ts';
export { createNotesService } from './notes/notes.service.ts';
export { registerNoticeRoutes } from './notices/notices.routes.ts';
export { createNoticesService } from './notices/notices.service.ts';
export { removeContestComments } from './comments/comments.repo.ts';
