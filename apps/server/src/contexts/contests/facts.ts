// The context's facts face: small read-only facts and pure helpers other contexts read. Other contexts import them from here only.
export { type ContestProblemsRepo } from './contest-problems/contest-problems.repo.ts';
export { contestStatus } from './contests/contest-status.ts';
export { type ContestsRepo } from './contests/contests.repo.ts';
export {
  createHiddenContestResults,
  type HiddenContestResults,
  type HiddenContestResultsReader,
} from './contests/hidden-contest-results.ts';
export type { BoardRecord } from './scoreboards/board-record.ts';
export { sealMomentOf } from './scoreboards/board-record.ts';
export { blindUntilEnd, boardEndMs } from './scoreboards/board-visibility.ts';
export { boardVersionReader } from './scoreboards/board-version.ts';
export { boardRowKeyOf } from './contest-teams/team-membership.ts';
export { createTeamRoster, type RosterTeam, type TeamRoster } from './contest-teams/team-roster.ts';
export { createAnnouncementDating } from './contest-announcements/announcement-moment.ts';
