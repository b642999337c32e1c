import { presentRule } from './contest-rule-values.ts';
import { presentHall } from './contest-hall-values.ts';
import {
  makePage,
  type AccountLimitRule,
  type AdminContestView,
  type AwardConfigItem,
  type ContestSaveInput,
  type OiRankScoreType,
  type PenaltyUnit,
  type PageQuery,
  type RankShowName,
  writeTaggedAccountRule,
} from '@judge/contract';
import { AppError, invalidField } from '../../../errors.ts';
import { nowIso } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { contestStatus, sealOptionOf } from './contest-status.ts';
import {
  type ContestsDeps,
  requireContest,
  parseJson,
  contestValuesFrom,
  adminRow,
} from './contests.deps.ts';

/** The back office's list; with `gid` a group's (GET /api/group/get-admin-contest-list). */
export async function adminList(
  deps: ContestsDeps,
  query: PageQuery & { keyword?: string },
  gid: number | null = null,
) {
  const { repo } = deps;
  const now = nowIso();
  const { total, rows } = await repo.adminList({
    gid,
    keyword: query.keyword,
    offset: (query.currentPage - 1) * query.limit,
    limit: query.limit,
  });
  return makePage(
    rows.map((row) => adminRow(row, now)),
    total,
    query,
  );
}

export async function adminGet(deps: ContestsDeps, cid: number): Promise<AdminContestView> {
  const row = await requireContest(deps, cid);
  const accountLimit = parseJson<AccountLimitRule | null>(row.accountLimitRule, null);
  const awardConfig = parseJson<AwardConfigItem[]>(row.awardConfig, []);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startTime: row.startTime,
    endTime: row.endTime,
    duration: row.duration,
    type: row.type,
    auth: row.auth,
    pwd: row.pwd,
    sealRank: row.sealRank === 1,
    sealRankOption: row.sealRank === 1 ? sealOptionOf(row.sealRankTime, row.startTime, row.endTime) : null,
    sealRankTime: row.sealRankTime,
    autoRealRank: row.autoRealRank === 1,
    openPrint: row.openPrint === 1,
    openRank: row.openRank === 1,
    rankShowName: row.rankShowName as RankShowName,
    openAccountLimit: row.openAccountLimit === 1,
    accountLimit,
    accountLimitRule: accountLimit && writeTaggedAccountRule(accountLimit),
    starAccount: parseJson<string[]>(row.starAccount, []),
    oiRankScoreType: row.oiRankScoreType as OiRankScoreType,
    penaltyUnit: row.penaltyUnit as PenaltyUnit,
    ...presentRule(row),
    ...presentHall(row),
    awardType: row.awardType,
    awardConfig,
    awardConfigList: awardConfig,
    visible: row.visible === 1,
    timeLimit: row.timeLimit,
    uid: row.uid,
    author: row.author,
    gid: row.gid,
    status: contestStatus(nowIso(), row.startTime, row.endTime),
    count: row.count,
    gmtCreate: row.gmtCreate,
    gmtModified: row.gmtModified,
  };
}

/** The author is the creating actor; `gid`: a group's contest. */
export async function create(
  deps: ContestsDeps,
  actor: Actor,
  body: ContestSaveInput,
  gid: number | null = null,
) {
  const { repo } = deps;
  const values = contestValuesFrom(body, { uid: actor.uid, gid });
  await requireSeatAccounts(deps, body);
  const cid = await repo.insert(values);
  return { cid };
}

/** Root, admin and problem admin edit any contest (the reference's rule); the author stays. */
export async function update(deps: ContestsDeps, body: ContestSaveInput & { cid: number }) {
  const { repo } = deps;
  const stored = await requireContest(deps, body.cid);
  const values = contestValuesFrom(body, { uid: stored.uid, gid: stored.gid, storedPwd: stored.pwd, stored });
  await requireSeatAccounts(deps, body);
  await repo.update(body.cid, values);
}

/** Every seat of the hall's IP auto-login names an account (400 naming the first seat that does not). */
async function requireSeatAccounts(deps: ContestsDeps, body: Pick<ContestSaveInput, 'ipAutoLogin'>) {
  const seats = body.ipAutoLogin ?? [];
  if (seats.length === 0) return;
  const known = await deps.repo.existingUsernames(seats.map((seat) => seat.username));
  const missing = seats.findIndex((seat) => !known.has(seat.username.toLowerCase()));
  if (missing >= 0)
    throw invalidField(`ipAutoLogin.${missing}.username`, `no account is named ${seats[missing]!.username}`);
}

export async function remove(deps: ContestsDeps, cid: number) {
  const { repo } = deps;
  if ((await repo.delete(cid)) === 0) throw new AppError('NOT_FOUND', 'The contest does not exist');
}

/**
 * A copy with the same settings and problem list; the caller becomes its author and it starts
 * hidden, so its times can be set before anyone sees it. Registrations are not copied.
 */
export async function clone(deps: ContestsDeps, actor: Actor, cid: number) {
  const { repo } = deps;
  const source = await requireContest(deps, cid);
  const {
    id: _id,
    author: _author,
    count: _count,
    gmtCreate: _created,
    gmtModified: _modified,
    ...values
  } = source;
  const newId = await repo.clone(cid, { ...values, uid: actor.uid, visible: 0 });
  return { cid: newId };
}

export async function setVisible(deps: ContestsDeps, cid: number, visible: boolean) {
  const { repo } = deps;
  if ((await repo.setVisible(cid, visible)) === 0)
    throw new AppError('NOT_FOUND', 'The contest does not exist');
}
