import type { Db } from '../../../db/database.ts';
import { writeEpochOf } from '../../../db/write-epoch.ts';
import type { ContestGate } from '../contest-problems/contest-gate.ts';
import type { ContestsService } from '../contests/contests.service.ts';
import type { BoardCacheSource } from './board-cache.ts';
import { recordsByUser, virtualRecordsByUser, type BoardData, type BoardSettings } from './board-data.ts';
import { createScoreboardsRepo } from './scoreboards.repo.ts';
import { createBoardSubtasksRepo, withSubtasks } from './board-subtasks.repo.ts';
import { readsSubtasks } from './rules/index.ts';
import { createTeamMembership, teamBoardKeys } from '../contest-teams/team-membership.ts';
import { createContestWindowsRepo } from '../contest-windows/contest-windows.repo.ts';

/**
 * Where a board's data comes from: the contest's settings (contests service), its problems (the
 * contest gate), its submissions and their users (the board's own read model).
 */
export function createBoardSource(deps: {
  db: Db;
  contests: ContestsService;
  gate: ContestGate;
}): BoardCacheSource {
  const repo = createScoreboardsRepo(deps.db);
  const subtasks = createBoardSubtasksRepo(deps.db);
  const membership = createTeamMembership(deps.db);
  const ownWindows = createContestWindowsRepo(deps.db);
  return {
    version: (cid) => repo.version(cid),
    writeEpoch: writeEpochOf(deps.db),

    async load(cid, version): Promise<BoardData> {
      const builtMs = Date.now();
      const contest = await deps.contests.adminGet(cid);
      const settings: BoardSettings = {
        cid,
        title: contest.title,
        uid: contest.uid,
        author: contest.author,
        gid: contest.gid,
        visible: contest.visible,
        auth: contest.auth,
        type: contest.type,
        startTime: contest.startTime,
        endTime: contest.endTime,
        duration: contest.duration,
        timeLimit: contest.timeLimit,
        sealRank: contest.sealRank,
        sealRankTime: contest.sealRankTime,
        autoRealRank: contest.autoRealRank,
        openRank: contest.openRank,
        rankShowName: contest.rankShowName,
        oiRankScoreType: contest.oiRankScoreType,
        penaltyUnit: contest.penaltyUnit,
        scoringRule: contest.scoringRule,
        ruleSettings: contest.ruleSettings,
        starAccount: contest.starAccount,
        awardType: contest.awardType,
        awardConfig: contest.awardConfig,
      };
      // Own windows (docs/contest-rules.md) may outlast the contest: their submissions are read up to the last,
      // and they move their rows' seal and the board's end (board-visibility.ts).
      const windows = await ownWindows.spansOf(cid);
      if (windows.size > 0)
        settings.ownWindowEnds = new Map([...windows].map(([rowKey, window]) => [rowKey, window.endMs]));
      const problems = (await deps.gate.problemList(cid)).map((problem) => ({
        pid: problem.pid,
        displayId: problem.displayId,
        displayTitle: problem.displayTitle,
        color: problem.color,
      }));
      const lastEndMs = Math.max(Date.parse(contest.endTime), ...[...windows.values()].map((w) => w.endMs));
      const facts = await repo.submissions({
        id: cid,
        uid: contest.uid,
        startTime: contest.startTime,
        endTime: new Date(lastEndMs).toISOString(),
      });
      // A team contest's rows are its teams' (docs/contest-teams.md).
      const teams = await membership.boardTeams(cid);
      const teamKeys = teams && teamBoardKeys(teams);
      const byUser = recordsByUser(facts, problems, settings, teamKeys?.rowKeyOf, windows);
      if (readsSubtasks(settings.scoringRule)) withSubtasks(byUser, await subtasks.ofContest(cid));
      const runs = new Map(
        (await deps.contests.virtualParticipations(cid)).map((run) => [
          run.uid,
          { startMs: Date.parse(run.startTime), endMs: Date.parse(run.endTime) },
        ]),
      );
      const virtualFacts = await repo.afterEnd({ id: cid, endTime: contest.endTime }, [...runs.keys()]);
      const users = teamKeys
        ? new Map([...teamKeys.users, ...(await repo.users([...runs.keys()]))])
        : await repo.users([...new Set([...byUser.keys(), ...runs.keys()])]);
      return {
        version,
        builtMs,
        settings,
        problems,
        users,
        recordsByUser: byUser,
        virtualRecordsByUser: virtualRecordsByUser(virtualFacts, problems, settings, runs),
        virtualRuns: runs,
        rowOfUser: teamKeys?.rowOfUser ?? new Map(),
        memo: new Map(),
        sharedPages: new Map(),
        ownPages: new Map(),
      };
    },
  };
}
