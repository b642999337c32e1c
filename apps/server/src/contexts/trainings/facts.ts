// The context's facts face: small read-only facts and pure helpers other contexts read. Other contexts import them from here only.
export { type TrainingProblemsRepo } from './training-problems/training-problems.repo.ts';
export { createTrainingProgress } from './training-problems/training-progress.ts';
export { type TrainingsRepo } from './trainings/trainings.repo.ts';
