// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { classesDeps } from './classes.deps.ts';
export { registerClassRoutes } from './classes.routes.ts';
