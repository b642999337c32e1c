// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { registerAccountRoutes } from './accounts/accounts.routes.ts';
export { registerAvatarRoutes } from './accounts/avatar.routes.ts';
export { createAccountsService } from './accounts/accounts.service.ts';
export { registerAdminUserRoutes } from './admin-users/admin-users.routes.ts';
export {
  createAdminUsersService,
  type AccountScope,
  type AdminUsersService,
} from './admin-users/admin-users.service.ts';
export { registerRankingsRoutes } from './rankings/rankings.routes.ts';
export { createRankingsService, type RankingsService } from './rankings/rankings.service.ts';
export { registerUserHomeRoutes } from './user-home/user-home.routes.ts';
export { createUserHomeService, type UserHomeService } from './user-home/user-home.service.ts';
export { createAccountsRepo } from './accounts/accounts.repo.ts';
export { registerGroupRankRoutes } from './rankings/group-rank.routes.ts';
