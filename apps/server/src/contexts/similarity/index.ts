// The context's operations face: its routes and the deps the composition root builds.
export { registerSimilarityRoutes } from './similarity.routes.ts';
export { similarityDeps, type SimilarityDeps } from './similarity.service.ts';
