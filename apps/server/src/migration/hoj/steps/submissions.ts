import { JudgeStatus } from '@judge/contract';
import { COUNT_COLUMN } from '../../../contexts/problems/index.ts';
import type { Db } from '../../../db/database.ts';
import { moveSequencePast } from '../carry-row.ts';
import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { text, type MigrationStep, type StepContext } from '../step.ts';
import { gidsOf, groupIdOf } from './groups.ts';
import { ourLanguageName } from './languages.ts';

/** HOJ's verdicts of a submission still being judged when HOJ stopped: judged again here. */
const IN_FLIGHT = new Set<number>([
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
]);
/** Not yet a verdict: the bank's counters count every other status (as the judging's isFinal). */
const NOT_FINAL = [...IN_FLIGHT];
/** Rows per multi-row INSERT: SQLite allows 32,766 parameters a statement; a submission has 27 columns. */
const INSERT_CHUNK = 500;

interface PlannedSubmission {
  hojId: string;
  /** The training it was made through (HOJ's training_record), to be found among the carried trainings. */
  hojTid?: string;
  hojUid: string;
  hojPid: string;
  hojCid: string;
  row: Record<string, string | number | null>;
  cases: Record<string, string | number | null>[];
}

/**
 * HOJ's `judge` (every submission: code, verdict, score, time, memory, the contest it was made in) with its
 * `judge_case` rows. Ids stay HOJ's where free, so `/submission-detail/345` still opens it. Verdicts are kept
 * as HOJ gave them (the codes are the same), so every scoreboard reads as it did; a submission HOJ was still
 * judging is queued to be judged here. A language this judge does not run keeps its name: the record stays.
 */
export function submissionsStep(): MigrationStep<PlannedSubmission> {
  const touchedProblems = new Set<number>();
  return {
    table: 'judge',
    key: 'submit_id',
    async plan(rows, context) {
      const cases = await context.source.rowsIn(
        'judge_case',
        'submit_id',
        rows.map((row) => String(row.submit_id)),
        'id',
      );
      const [records, groups] = await Promise.all([
        context.source.rowsIn(
          'training_record',
          'submit_id',
          rows.map((row) => String(row.submit_id)),
          'id',
        ),
        context.ids.lookup('group', gidsOf(rows)),
      ]);
      const trainingOf = new Map(records.map((record) => [String(record.submit_id), String(record.tid)]));
      const byId = new Map<string, HojRow[]>();
      for (const c of cases) byId.set(String(c.submit_id), [...(byId.get(String(c.submit_id)) ?? []), c]);
      return rows.flatMap((row) => {
        const planned = planSubmission(row, byId.get(String(row.submit_id)) ?? [], groups, context);
        return planned ? [{ ...planned, hojTid: trainingOf.get(planned.hojId) }] : [];
      });
    },
    async write(planned, context) {
      const { written, bankProblems } = await writeSubmissions(planned, context);
      for (const pid of bankProblems) touchedProblems.add(pid);
      return written;
    },
    async finish(context) {
      await recountProblems(context, [...touchedProblems]);
      await moveSequencePast(context, 'submissions');
    },
  };
}

function planSubmission(
  row: HojRow,
  caseRows: HojRow[],
  groups: Map<string, string>,
  context: StepContext,
): PlannedSubmission | null {
  const key = String(row.submit_id);
  if (groupIdOf(row, groups) === undefined)
    return (context.skip(key, `submission ${key}: its group ${String(row.gid)} was not carried over`), null);
  const hojStatus = Number(row.status ?? JudgeStatus.SYSTEM_ERROR);
  const status = IN_FLIGHT.has(hojStatus) ? JudgeStatus.PENDING : hojStatus;
  if (status !== hojStatus)
    context.note(key, `submission ${key}: HOJ was still judging it; it is judged here`);
  const hojLanguage = text(row.language) ?? '';
  const created = hojTimeToIso(text(row.submit_time), context.timeZone) ?? new Date(0).toISOString();
  const code = text(row.code) ?? '';
  return {
    hojId: key,
    hojUid: String(row.uid),
    hojPid: String(row.pid),
    hojCid: String(row.cid ?? 0),
    row: {
      displayPid: text(row.display_pid) ?? '',
      username: text(row.username) ?? '',
      language: ourLanguageName(hojLanguage) ?? hojLanguage,
      code,
      length: Number(row.length ?? code.length),
      status,
      score: row.score === null ? null : Number(row.score),
      oiRankScore: row.oi_rank_score === null ? null : Number(row.oi_rank_score ?? 0),
      time: row.time === null ? null : Number(row.time),
      memory: row.memory === null ? null : Number(row.memory),
      errorMessage: text(row.error_message),
      subtaskResults: null,
      share: Number(row.share ?? 0) ? 1 : 0,
      gid: groupIdOf(row, groups) ?? null,
      tid: null,
      judger: text(row.judger),
      isManual: Number(row.is_manual ?? 0) ? 1 : 0,
      unsafe: 0,
      ip: text(row.ip),
      version: 0,
      priority: 2,
      claimedBy: null,
      leaseExpiresAt: null,
      progressDone: 0,
      progressTotal: 0,
      createdAt: created,
      updatedAt: hojTimeToIso(text(row.gmt_modified), context.timeZone) ?? created,
    },
    cases: caseRows.map((c, index) => ({
      version: 0,
      position: c.seq === null || c.seq === undefined ? index : Number(c.seq),
      status: Number(c.status ?? JudgeStatus.SYSTEM_ERROR),
      time: Number(c.time ?? 0),
      memory: Number(c.memory ?? 0),
      score: Number(c.score ?? 0),
      groupNum: c.group_num === null || c.group_num === undefined ? null : Number(c.group_num),
      inputName: text(c.input_data),
      outputName: text(c.output_data),
      userOutput: text(c.user_output),
      message: null,
    })),
  };
}

interface Resolved {
  submission: PlannedSubmission;
  values: Record<string, string | number | null>;
  known?: number;
}

/** Answers how many were written, and the problems whose bank counters need counting again. */
async function writeSubmissions(
  planned: PlannedSubmission[],
  context: StepContext,
): Promise<{ written: number; bankProblems: number[] }> {
  const ids = context.ids;
  const [known, users, problems, contests, trainings] = await Promise.all([
    ids.lookup(
      'judge',
      planned.map((s) => s.hojId),
    ),
    ids.lookup('user_info', [...new Set(planned.map((s) => s.hojUid))]),
    ids.lookup('problem', [...new Set(planned.map((s) => s.hojPid))]),
    ids.lookup('contest', [...new Set(planned.map((s) => s.hojCid).filter((cid) => cid !== '0'))]),
    ids.lookup('training', [...new Set(planned.flatMap((s) => s.hojTid ?? []))]),
  ]);
  const resolved: Resolved[] = [];
  for (const submission of planned) {
    const uid = users.get(submission.hojUid);
    const pid = problems.get(submission.hojPid);
    const cid = submission.hojCid === '0' ? '0' : contests.get(submission.hojCid);
    const missing =
      uid === undefined
        ? `user ${submission.hojUid}`
        : pid === undefined
          ? `problem ${submission.hojPid}`
          : cid === undefined
            ? `contest ${submission.hojCid}`
            : null;
    if (missing) {
      context.skip(submission.hojId, `submission ${submission.hojId}: its ${missing} was not carried over`);
      continue;
    }
    const tid = submission.hojTid === undefined ? undefined : trainings.get(submission.hojTid);
    const values = {
      ...submission.row,
      uid: Number(uid),
      pid: Number(pid),
      cid: Number(cid),
      tid: tid === undefined ? null : Number(tid),
    };
    const earlier = known.get(submission.hojId);
    resolved.push({ submission, values, known: earlier === undefined ? undefined : Number(earlier) });
  }
  await context.db.transaction().execute(async (trx) => {
    await updateKnown(
      trx,
      resolved.filter((r) => r.known !== undefined),
    );
    await insertNew(
      trx,
      resolved.filter((r) => r.known === undefined),
      context,
    );
  });
  const bankProblems = [
    ...new Set(resolved.filter((r) => r.values.cid === 0).map((r) => Number(r.values.pid))),
  ];
  return { written: resolved.length, bankProblems };
}

/** A second run rewrites a submission only when HOJ changed it since (a rejudge there): the rest is as it was. */
async function updateKnown(trx: Db, rows: Resolved[]) {
  if (rows.length === 0) return;
  const stamps = new Map(
    (
      await trx
        .selectFrom('submissions')
        .select(['id', 'updatedAt'])
        .where(
          'id',
          'in',
          rows.map((r) => r.known!),
        )
        .execute()
    ).map((row) => [row.id, row.updatedAt]),
  );
  for (const row of rows) {
    if (stamps.get(row.known!) === row.values.updatedAt) continue;
    await trx.updateTable('submissions').set(row.values).where('id', '=', row.known!).execute();
    await trx.deleteFrom('judgeCases').where('submissionId', '=', row.known!).execute();
    await insertCases(trx, [{ id: row.known!, cases: row.submission.cases }]);
  }
}

async function insertNew(trx: Db, rows: Resolved[], context: StepContext) {
  if (rows.length === 0) return;
  const wanted = rows.map((r) => Number(r.submission.hojId));
  const taken = new Set(
    (await trx.selectFrom('submissions').select('id').where('id', 'in', wanted).execute()).map((r) => r.id),
  );
  const keepsId = rows.filter((r) => !taken.has(Number(r.submission.hojId)));
  for (let at = 0; at < keepsId.length; at += INSERT_CHUNK)
    await trx
      .insertInto('submissions')
      .values(
        keepsId
          .slice(at, at + INSERT_CHUNK)
          .map((r) => ({ id: Number(r.submission.hojId), ...r.values }) as never),
      )
      .execute();
  const placed = keepsId.map((r) => ({
    hojId: r.submission.hojId,
    id: Number(r.submission.hojId),
    cases: r.submission.cases,
  }));
  for (const r of rows.filter((r) => taken.has(Number(r.submission.hojId)))) {
    context.note(
      r.submission.hojId,
      `submission ${r.submission.hojId}: that id is taken here, given a new one`,
    );
    const inserted = await trx
      .insertInto('submissions')
      .values(r.values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    placed.push({ hojId: r.submission.hojId, id: inserted.id, cases: r.submission.cases });
  }
  await context.ids.recordMany(
    trx,
    'judge',
    placed.map((p) => [p.hojId, String(p.id)]),
  );
  await insertCases(trx, placed);
}

async function insertCases(
  trx: Db,
  submissions: { id: number; cases: Record<string, string | number | null>[] }[],
) {
  const rows = submissions.flatMap((s) => s.cases.map((c) => ({ submissionId: s.id, ...c })));
  for (let at = 0; at < rows.length; at += INSERT_CHUNK)
    await trx
      .insertInto('judgeCases')
      .values(rows.slice(at, at + INSERT_CHUNK) as never)
      .execute();
}

/** The bank's counters of each problem, counted again from its submissions outside contests, by the columns judging counts in. */
async function recountProblems(context: StepContext, pids: number[]) {
  const { db } = context;

  for (let at = 0; at < pids.length; at += 500) {
    const rows = await db
      .selectFrom('submissions')
      .select(['pid', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('pid', 'in', pids.slice(at, at + 500))
      .where('cid', '=', 0)
      .where('status', 'not in', NOT_FINAL)
      .groupBy(['pid', 'status'])
      .execute();
    const totals = new Map<number, Record<string, number>>();
    for (const row of rows) {
      const counts = totals.get(row.pid) ?? {
        total: 0,
        ac: 0,
        wa: 0,
        ce: 0,
        pa: 0,
        tle: 0,
        mle: 0,
        re: 0,
        pe: 0,
      };
      const n = Number(row.n);
      counts.total += n;
      const column = COUNT_COLUMN[row.status];
      if (column) counts[column] += n;
      totals.set(row.pid, counts);
    }
    for (const pid of pids.slice(at, at + 500))
      await db
        .updateTable('problemCounts')
        .set(totals.get(pid) ?? { total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0 })
        .where('pid', '=', pid)
        .execute();
  }
}
