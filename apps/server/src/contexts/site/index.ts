// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { registerAnnouncementRoutes } from './announcements/announcements.routes.ts';
export {
  createAnnouncementsService,
  type AnnouncementsService,
} from './announcements/announcements.service.ts';
export { registerDashboardRoutes } from './dashboard/dashboard.routes.ts';
export { registerHomeRoutes } from './home/home.routes.ts';
export { createHomeService } from './home/home.service.ts';
export { createEmailConfig } from './site-config/email-config.ts';
export { registerSiteConfigRoutes } from './site-config/site-config.routes.ts';
export { registerSystemConfigRoutes } from './site-config/system-config.routes.ts';
export { registerGroupAnnouncementRoutes } from './announcements/group-announcements.routes.ts';
