// The context's facts face: small read-only facts and pure helpers other contexts read. Other contexts import them from here only.
export { createContestAnnouncementsRepo } from './contest-announcements/contest-announcements.repo.ts';
export {
  createContestProblemsRepo,
  type ContestProblemsRepo,
} from './contest-problems/contest-problems.repo.ts';
export { contestStatus } from './contests/contest-status.ts';
export { createContestsRepo, removeGroupContests, type ContestsRepo } from './contests/contests.repo.ts';
