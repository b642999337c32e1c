import type { Db } from '../../../db/database.ts';
import { carryRow, moveSequencePast } from '../carry-row.ts';
import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { fit, text, type MigrationStep, type StepContext } from '../step.ts';
import { accountLimitRuleOf, awardConfigOf, starAccountOf } from './contest-settings.ts';
import { gidsOf, groupIdOf } from './groups.ts';

interface PlannedContest {
  hojId: string;
  creator: string;
  values: Record<string, string | number | null>;
  problems: { hojPid: string; displayId: string; displayTitle: string; color: string | null; at: string }[];
  registers: { hojUid: string; at: string }[];
}

const RANK_NAMES = new Set(['username', 'nickname', 'realname']);

/**
 * HOJ's `contest` with its `contest_problem` and `contest_register` rows. Contest ids stay HOJ's where free, so
 * `/contest/12` still opens it. A group's contest waits for the groups; a contest whose creator was not carried
 * is skipped (its owner decides who may edit it).
 */
export function contestsStep(): MigrationStep<PlannedContest> {
  return {
    table: 'contest',
    key: 'id',
    async plan(rows, context) {
      const ids = rows.map((row) => String(row.id));
      const [problemRows, registerRows] = await Promise.all([
        context.source.rowsIn('contest_problem', 'cid', ids, 'id'),
        context.source.rowsIn('contest_register', 'cid', ids, 'id'),
      ]);
      const planned: PlannedContest[] = [];
      const groups = await context.ids.lookup('group', gidsOf(rows));
      for (const row of rows) {
        const values = contestColumns(row, groups, context);
        if (!values) continue;
        const hojId = String(row.id);
        const at = (value: unknown) =>
          hojTimeToIso(text(value as string), context.timeZone) ?? values.gmtCreate;
        planned.push({
          hojId,
          creator: String(row.uid),
          values,
          problems: problemRows
            .filter((p) => String(p.cid) === hojId)
            .map((p) => ({
              hojPid: String(p.pid),
              displayId: text(p.display_id) ?? '',
              displayTitle: text(p.display_title) ?? '',
              color: text(p.color),
              at: at(p.gmt_create) as string,
            })),
          registers: registerRows
            .filter((r) => String(r.cid) === hojId)
            .flatMap((r) => {
              if (Number(r.status ?? 0) === 0)
                return [{ hojUid: String(r.uid), at: at(r.gmt_create) as string }];
              context.note(
                hojId,
                `contest ${hojId}: the registration of ${String(r.uid)} was void in HOJ, left off`,
              );
              return [];
            }),
        });
      }
      return planned;
    },
    write: writeContests,
  };
}

function contestColumns(
  row: HojRow,
  groups: Map<string, string>,
  context: StepContext,
): Record<string, string | number | null> | null {
  const key = String(row.id);
  const gid = groupIdOf(row, groups);
  if (gid === undefined)
    return (context.skip(key, `contest ${key}: its group ${String(row.gid)} was not carried over`), null);
  const start = hojTimeToIso(text(row.start_time), context.timeZone);
  const end = hojTimeToIso(text(row.end_time), context.timeZone);
  if (!start || !end) return (context.skip(key, `contest ${key}: no start or end time`), null);
  if (Number(row.allow_end_submit ?? 0) === 1)
    context.note(
      key,
      `contest ${key}: HOJ's allow_end_submit (submissions after the end) has no setting here`,
    );
  const created = hojTimeToIso(text(row.gmt_create), context.timeZone) ?? start;
  const rankShowName = text(row.rank_show_name) ?? 'username';
  return {
    title: fit(row.title, 255, 'title', key, context) ?? `Contest ${key}`,
    description: text(row.description) ?? '',
    startTime: start,
    endTime: end,
    duration: Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 1000)),
    type: Number(row.type) === 1 ? 1 : 0,
    auth: [0, 1, 2].includes(Number(row.auth)) ? Number(row.auth) : 0,
    pwd: text(row.pwd),
    sealRank: Number(row.seal_rank ?? 0) ? 1 : 0,
    sealRankTime: hojTimeToIso(text(row.seal_rank_time), context.timeZone),
    autoRealRank: Number(row.auto_real_rank ?? 1) ? 1 : 0,
    openPrint: Number(row.open_print ?? 0) ? 1 : 0,
    openRank: Number(row.open_rank ?? 0) ? 1 : 0,
    rankShowName: RANK_NAMES.has(rankShowName) ? rankShowName : 'username',
    openAccountLimit: Number(row.open_account_limit ?? 0) ? 1 : 0,
    accountLimitRule: accountLimitRuleOf(text(row.account_limit_rule)),
    starAccount: starAccountOf(text(row.star_account)),
    oiRankScoreType: text(row.oi_rank_score_type) === 'Highest' ? 'Highest' : 'Recent',
    // HOJ counts an ACM board's time in seconds: the contest keeps HOJ's rule, so it ranks as it did there.
    penaltyUnit: 'second',
    awardType: [0, 1, 2].includes(Number(row.award_type)) ? Number(row.award_type) : 0,
    awardConfig: awardConfigOf(text(row.award_config)),
    visible: Number(row.visible ?? 1) ? 1 : 0,
    gid,
    timeLimit: 0,
    gmtCreate: created,
    gmtModified: hojTimeToIso(text(row.gmt_modified), context.timeZone) ?? created,
  };
}

async function writeContests(planned: PlannedContest[], context: StepContext): Promise<number> {
  const contests = await context.ids.lookup(
    'contest',
    planned.map((c) => c.hojId),
  );
  const users = await context.ids.lookup('user_info', [
    ...new Set(planned.flatMap((c) => [c.creator, ...c.registers.map((r) => r.hojUid)])),
  ]);
  const problems = await context.ids.lookup('problem', [
    ...new Set(planned.flatMap((c) => c.problems.map((p) => p.hojPid))),
  ]);
  let written = 0;
  await context.db.transaction().execute(async (trx) => {
    for (const contest of planned) {
      const uid = users.get(contest.creator);
      if (uid === undefined) {
        context.skip(
          contest.hojId,
          `contest ${contest.hojId}: its creator ${contest.creator} was not carried over`,
        );
        continue;
      }
      const cid = await carryRow(
        trx,
        context,
        { table: 'contests', source: 'contest', hojId: contest.hojId, known: contests.get(contest.hojId) },
        { ...contest.values, uid: Number(uid) },
      );
      await carryContestProblems(trx, cid, contest, problems, context);
      await carryRegisters(trx, cid, contest, users, context);
      written += 1;
    }
  });
  await moveSequencePast(context, 'contests');
  return written;
}

async function carryContestProblems(
  trx: Db,
  cid: number,
  contest: PlannedContest,
  problems: Map<string, string>,
  context: StepContext,
) {
  for (const problem of contest.problems) {
    const pid = problems.get(problem.hojPid);
    if (pid === undefined) {
      context.skip(
        contest.hojId,
        `contest ${contest.hojId}: problem ${problem.displayId} (HOJ id ${problem.hojPid}) was not carried over`,
      );
      continue;
    }
    const row = {
      displayId: problem.displayId,
      displayTitle: problem.displayTitle,
      color: problem.color,
      gmtModified: problem.at,
    };
    const updated = await trx
      .updateTable('contestProblems')
      .set(row)
      .where('cid', '=', cid)
      .where('pid', '=', Number(pid))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await trx
        .insertInto('contestProblems')
        .values({ cid, pid: Number(pid), ...row, gmtCreate: problem.at })
        .execute();
  }
}

async function carryRegisters(
  trx: Db,
  cid: number,
  contest: PlannedContest,
  users: Map<string, string>,
  context: StepContext,
) {
  for (const register of contest.registers) {
    const uid = users.get(register.hojUid);
    if (uid === undefined) {
      context.skip(
        contest.hojId,
        `contest ${contest.hojId}: registered user ${register.hojUid} was not carried over`,
      );
      continue;
    }
    await trx
      .insertInto('contestRegisters')
      .values({ cid, uid: Number(uid), beginTime: null, gmtCreate: register.at })
      .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
      .execute();
  }
}
