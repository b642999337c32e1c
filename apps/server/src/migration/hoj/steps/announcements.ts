import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { carryRow, moveSequencePast } from '../carry-row.ts';
import { fit, text, type MigrationStep, type StepContext } from '../step.ts';
import { gidsOf, groupIdOf } from './groups.ts';

/**
 * HOJ's `announcement`: a row `contest_announcement` ties to a contest is that contest's announcement here;
 * the others are the site's or, with a gid, that group's.
 */
interface PlannedAnnouncement {
  row: HojRow;
  gid: number | null;
}

export function announcementsStep(): MigrationStep<PlannedAnnouncement> {
  const contestOf = new Map<string, string>();
  return {
    table: 'announcement',
    key: 'id',
    async prepare({ source }) {
      for await (const batch of source.batches('contest_announcement', 'id', 5000))
        for (const row of batch) contestOf.set(String(row.aid), String(row.cid));
    },
    async plan(rows, context) {
      const groups = await context.ids.lookup('group', gidsOf(rows));
      return rows.flatMap((row) => {
        const gid = groupIdOf(row, groups);
        if (gid !== undefined) return [{ row, gid }];
        context.skip(
          String(row.id),
          `announcement ${String(row.id)}: its group ${String(row.gid)} was not carried over`,
        );
        return [];
      });
    },
    write: (rows, context) => writeAnnouncements(rows, contestOf, context),
    async finish(context) {
      await moveSequencePast(context, 'announcements');
      await moveSequencePast(context, 'contestAnnouncements');
    },
  };
}

async function writeAnnouncements(
  planned: PlannedAnnouncement[],
  contestOf: Map<string, string>,
  context: StepContext,
) {
  const rows = planned.map((p) => p.row);
  const ids = rows.map((row) => String(row.id));
  const [known, users, contests] = await Promise.all([
    context.ids.lookup('announcement', ids),
    context.ids.lookup('user_info', [...new Set(rows.map((row) => String(row.uid)))]),
    context.ids.lookup('contest', [...new Set(ids.flatMap((id) => contestOf.get(id) ?? []))]),
  ]);
  let written = 0;
  await context.db.transaction().execute(async (trx) => {
    for (const { row, gid } of planned) {
      const hojId = String(row.id);
      const uid = users.get(String(row.uid));
      const hojCid = contestOf.get(hojId);
      const cid = hojCid === undefined ? undefined : contests.get(hojCid);
      if (uid === undefined || (hojCid !== undefined && cid === undefined)) {
        context.skip(
          hojId,
          `announcement ${hojId}: its ${uid === undefined ? 'author' : `contest ${hojCid}`} was not carried over`,
        );
        continue;
      }
      const created = hojTimeToIso(text(row.gmt_create), context.timeZone) ?? new Date(0).toISOString();
      const values = {
        title: fit(row.title, 255, 'title', hojId, context) ?? '',
        content: text(row.content) ?? '',
        status: Number(row.status ?? 0) ? 1 : 0,
        uid: Number(uid),
        gmtCreate: created,
        gmtModified: hojTimeToIso(text(row.gmt_modified), context.timeZone) ?? created,
      };
      if (cid === undefined)
        await carryRow(
          trx,
          context,
          { table: 'announcements', source: 'announcement', hojId, known: known.get(hojId) },
          { ...values, gid },
        );
      else
        await carryRow(
          trx,
          context,
          { table: 'contestAnnouncements', source: 'announcement', hojId, known: known.get(hojId) },
          { ...values, cid: Number(cid) },
        );
      written += 1;
    }
  });
  return written;
}
