// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export {
  addGroupTrainingProblem,
  addTrainingProblem,
  adminTrainingProblems,
  removeTrainingProblem,
  updateTrainingProblem,
} from './training-problems/admin-training-problems.ts';
export { trainingProblemList } from './training-problems/training-problem-list.ts';
export { type TrainingProblemsDeps } from './training-problems/training-problems.deps.ts';
export { registerTrainingProblemRoutes } from './training-problems/training-problems.routes.ts';
export { trainingRankDeps } from './training-ranks/training-rank.ts';
export { registerTrainingRankRoutes } from './training-ranks/training-ranks.routes.ts';
export {
  adminGetTraining,
  adminListTrainings,
  changeTrainingStatus,
  createTraining,
  removeGroupTraining,
  updateTraining,
} from './trainings/admin-trainings.ts';
export { presentTraining, trainingsDeps, type TrainingsDeps } from './trainings/trainings.deps.ts';
export { registerTrainingRoutes } from './trainings/trainings.routes.ts';
export { removeGroupTrainings } from './trainings/trainings.repo.ts';
export { createTrainingProblemsRepo } from './training-problems/training-problems.repo.ts';
export { createTrainingsRepo } from './trainings/trainings.repo.ts';
export { registerGroupTrainingRoutes } from './trainings/group-trainings.routes.ts';
export { registerFullScreenListRoute } from './training-problems/full-screen-list.routes.ts';
