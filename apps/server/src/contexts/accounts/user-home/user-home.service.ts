import {
  HEATMAP_DAYS,
  type Gender,
  type SolvedGroup,
  type UserHeatmap,
  type UserHome,
  type UserHomeQuery,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { createUserHomeRepo } from './user-home.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day (YYYY-MM-DD) of a moment. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The user home (docs/api.md "User home"): anyone may look at anyone's; without uid and username the
 * signed-in caller sees their own. A disabled account's home is still shown, as its submissions are.
 */
export function createUserHomeService({ db, now = () => Date.now() }: { db: Db; now?: () => number }) {
  const repo = createUserHomeRepo(db);

  async function requireUser(actor: Actor | null, query: UserHomeQuery) {
    if (query.uid === undefined && query.username === undefined) {
      if (!actor) throw invalidField('uid', 'uid or username is required');
      query = { uid: actor.uid };
    }
    const user = await repo.findUser(query);
    if (!user) throw new AppError('NOT_FOUND', 'The user does not exist');
    return user;
  }

  return {
    /** Whose home (or whose public figures, as the training progress tab asks): the rule above. */
    whose: requireUser,

    /** GET /api/get-user-home-info */
    async homeInfo(actor: Actor | null, query: UserHomeQuery): Promise<UserHome> {
      const user = await requireUser(actor, query);
      const [total, solved, scoreList] = await Promise.all([
        repo.judgedTotal(user.uid),
        repo.solvedProblems(user.uid),
        repo.bestOiScores(user.uid),
      ]);
      const solvedGroups: SolvedGroup[] = [];
      const solvedGroupByDifficulty: UserHome['solvedGroupByDifficulty'] = {};
      for (const problem of solved) {
        const last = solvedGroups.at(-1);
        if (last?.difficulty === problem.difficulty) last.problemIds.push(problem.problemId);
        else solvedGroups.push({ difficulty: problem.difficulty, problemIds: [problem.problemId] });
        const row = { id: problem.id, problemId: problem.problemId, difficulty: problem.difficulty };
        (solvedGroupByDifficulty[problem.difficulty] ??= []).push(row);
      }
      return {
        uid: user.uid,
        username: user.username,
        nickname: user.nickname || null,
        gender: user.gender as Gender,
        avatar: user.avatar || null,
        school: user.school || null,
        grade: user.course || null,
        signature: user.signature || null,
        phone: user.phone || null,
        blog: user.blog || null,
        titleName: user.titleName || null,
        titleColor: user.titleColor || null,
        recentLoginTime: user.recentLoginTime,
        total,
        scoreList,
        solvedGroups,
        solvedList: solved.map((problem) => problem.problemId),
        solvedGroupByDifficulty,
      };
    },

    /** GET /api/get-user-calendar-heatmap: today (UTC) and the 364 days before it. */
    async heatmap(actor: Actor | null, query: UserHomeQuery): Promise<UserHeatmap> {
      const user = await requireUser(actor, query);
      const today = now();
      const endDate = utcDay(today);
      const firstDay = utcDay(today - (HEATMAP_DAYS - 1) * DAY_MS);
      const dataList = await repo.submissionsPerDay(user.uid, `${firstDay}T00:00:00.000Z`);
      return { dataList, endDate };
    },
  };
}
export type UserHomeService = ReturnType<typeof createUserHomeService>;
