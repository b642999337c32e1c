// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { registerContestAnnouncementRoutes } from './contest-announcements/contest-announcements.routes.ts';
export {
  contestAnnouncementDeps,
  createAnnouncement,
  deleteAnnouncement,
  listForAdmin,
  updateAnnouncement,
  type ContestAnnouncementDeps,
} from './contest-announcements/contest-announcements.service.ts';
export { registerContestBalloonRoutes } from './contest-balloons/contest-balloons.routes.ts';
export { contestBalloonDeps } from './contest-balloons/contest-balloons.service.ts';
export { registerContestPrintRoutes } from './contest-prints/contest-prints.routes.ts';
export { contestPrintDeps } from './contest-prints/contest-prints.service.ts';
export { registerContestVolunteerRoutes } from './contest-volunteers/contest-volunteers.routes.ts';
export { contestVolunteerDeps } from './contest-volunteers/contest-volunteers.deps.ts';
export { createContestAcDownload } from './contest-problems/contest-ac-download.ts';
export { registerContestAdminRoutes } from './contest-problems/contest-admin.routes.ts';
export {
  createContestProblemAuthoring,
  type ContestProblemAuthoring,
} from './contest-problems/contest-problem-authoring.ts';
export { registerContestProblemRoutes } from './contest-problems/contest-problems.routes.ts';
export {
  createContestProblemsService,
  type ContestProblemsService,
} from './contest-problems/contest-problems.service.ts';
export { registerContestRoutes } from './contests/contests.routes.ts';
export { createContestsService, type ContestsService } from './contests/contests.service.ts';
export { registerScoreboardRoutes } from './scoreboards/scoreboards.routes.ts';
export { createScoreboardsService, type ScoreboardsService } from './scoreboards/scoreboards.service.ts';
export { registerScrollBoardRoutes } from './scroll-board/scroll-board.routes.ts';
export { createScrollBoardService } from './scroll-board/scroll-board.service.ts';
export { createContestsRepo, removeGroupContests } from './contests/contests.repo.ts';
export { createContestWindowsRepo } from './contest-windows/contest-windows.repo.ts';
export { registerContestWindowRoutes } from './contest-windows/contest-windows.routes.ts';
export { contestWindowDeps } from './contest-windows/contest-windows.service.ts';
export { createContestAnnouncementsRepo } from './contest-announcements/contest-announcements.repo.ts';
export { createContestProblemsRepo } from './contest-problems/contest-problems.repo.ts';
export { registerGroupContestRoutes } from './contests/group-contests.routes.ts';
export { createContestApiListing } from './contests/contest-api-listing.repo.ts';
export { createHallContestsRepo } from './contest-hall/hall-contests.repo.ts';
export { registerContestHallHooks } from './contest-hall/contest-hall.hooks.ts';
export { registerContestHallRoutes } from './contest-hall/contest-hall.routes.ts';
export { registerContestTeamRoutes } from './contest-teams/contest-teams.routes.ts';
export { contestTeamsDeps } from './contest-teams/contest-teams.deps.ts';
export { logoUploads } from './contest-teams/affiliation-logo.ts';
export { createTeamMembership } from './contest-teams/team-membership.ts';
