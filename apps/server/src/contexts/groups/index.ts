// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { registerBackOfficeGroupFence } from './back-office-fence.ts';
export { groupsDeps } from './groups.deps.ts';
export { registerGroupRoutes } from './groups.routes.ts';
