// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { registerBackOfficeGroupFence } from './back-office-fence.ts';
export { registerGroupProblemRoutes } from './group-problems.routes.ts';
export { createGroupProblems } from './group-problems.ts';
export { groupsDeps } from './groups.deps.ts';
export { registerGroupRoutes } from './groups.routes.ts';
