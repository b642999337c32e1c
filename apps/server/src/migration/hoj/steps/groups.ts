import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { carryRow, moveSequencePast } from '../carry-row.ts';
import { fit, text, type MigrationStep, type StepContext } from '../step.ts';

interface PlannedGroup {
  row: HojRow;
  members: HojRow[];
}

/**
 * HOJ's `group` with its `group_member` rows (levels 1 applying to 5 owner, the same here). A group HOJ banned
 * (status 1) has no such state here: it comes hidden, noted. Names and short names are unique here: a name
 * another group here has is a skip; a group without a short name gets `G<id>`.
 */
export function groupsStep(): MigrationStep<PlannedGroup> {
  return {
    table: 'group',
    key: 'id',
    async plan(rows, context) {
      const members = await context.source.rowsIn(
        'group_member',
        'gid',
        rows.map((row) => String(row.id)),
        'id',
      );
      return rows.map((row) => ({ row, members: members.filter((m) => String(m.gid) === String(row.id)) }));
    },
    write: writeGroups,
    finish: (context) => moveSequencePast(context, 'groups'),
  };
}

async function writeGroups(planned: PlannedGroup[], context: StepContext): Promise<number> {
  const [known, users] = await Promise.all([
    context.ids.lookup(
      'group',
      planned.map((g) => String(g.row.id)),
    ),
    context.ids.lookup('user_info', [
      ...new Set(planned.flatMap((g) => [String(g.row.uid), ...g.members.map((m) => String(m.uid))])),
    ]),
  ]);
  let written = 0;
  await context.db.transaction().execute(async (trx) => {
    for (const { row, members } of planned) {
      const hojId = String(row.id);
      const owner = users.get(String(row.uid));
      if (owner === undefined) {
        context.skip(hojId, `group ${hojId}: its owner was not carried over`);
        continue;
      }
      const name = fit(row.name, 64, 'name', hojId, context) ?? `Group ${hojId}`;
      const shortName = fit(row.short_name, 16, 'short_name', hojId, context)?.trim() || `G${hojId}`;
      const clash = await trx
        .selectFrom('groups')
        .select('id')
        .where((eb) => eb.or([eb('name', '=', name), eb('shortName', '=', shortName)]))
        .executeTakeFirst();
      if (clash && String(clash.id) !== known.get(hojId)) {
        context.skip(
          hojId,
          `group ${hojId}: a group here already has the name ${name} or short name ${shortName}`,
        );
        continue;
      }
      if (Number(row.status ?? 0) === 1) context.note(hojId, `group ${name}: banned in HOJ, carried hidden`);
      const created = hojTimeToIso(text(row.gmt_create), context.timeZone) ?? new Date(0).toISOString();
      const gid = await carryRow(
        trx,
        context,
        { table: 'groups', source: 'group', hojId, known: known.get(hojId) },
        {
          name,
          shortName,
          brief: fit(row.brief, 64, 'brief', hojId, context) ?? '',
          description: text(row.description) ?? '',
          avatar: text(row.avatar),
          auth: [0, 1, 2].includes(Number(row.auth)) ? Number(row.auth) : 0,
          code: fit(row.code, 16, 'code', hojId, context),
          visible: Number(row.visible ?? 1) && Number(row.status ?? 0) === 0 ? 1 : 0,
          uid: Number(owner),
          gmtCreate: created,
          gmtModified: hojTimeToIso(text(row.gmt_modified), context.timeZone) ?? created,
        },
      );
      for (const member of members) {
        const uid = users.get(String(member.uid));
        if (uid === undefined) {
          context.skip(hojId, `group ${name}: member ${String(member.uid)} was not carried over`);
          continue;
        }
        const at = hojTimeToIso(text(member.gmt_create), context.timeZone) ?? created;
        const level = [1, 2, 3, 4, 5].includes(Number(member.auth)) ? Number(member.auth) : 1;
        const values = {
          auth: level,
          reason: fit(member.reason, 100, 'reason', hojId, context),
          gmtModified: at,
        };
        await trx
          .insertInto('groupMembers')
          .values({ gid, uid: Number(uid), ...values, gmtCreate: at })
          .onConflict((oc) => oc.columns(['gid', 'uid']).doUpdateSet(values))
          .execute();
      }
      written += 1;
    }
  });
  return written;
}

/** Our group for a HOJ row's gid: null for none, undefined when that group was not carried (the row waits). */
export function groupIdOf(row: HojRow, groups: Map<string, string>): number | null | undefined {
  if (row.gid === null || row.gid === undefined) return null;
  const gid = groups.get(String(row.gid));
  return gid === undefined ? undefined : Number(gid);
}

/** The HOJ gids a batch points at, for one ledger read. */
export const gidsOf = (rows: HojRow[]) => [
  ...new Set(rows.flatMap((row) => (row.gid === null || row.gid === undefined ? [] : [String(row.gid)]))),
];
