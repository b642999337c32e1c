import { useContest } from '../ContestShell';
import { MyTeam } from './MyTeam';
import { TeamsAdmin } from './TeamsAdmin';

/**
 * The teams tab (docs/contest-teams.md): the contest's admins manage its teams (settings, teams, CSV, generated
 * accounts); a contestant of a team contest sees their team, or creates or joins one before the start.
 */
export function ContestTeams() {
  const { info } = useContest();
  return info.isContestAdmin ? <TeamsAdmin cid={info.id} /> : <MyTeam />;
}
