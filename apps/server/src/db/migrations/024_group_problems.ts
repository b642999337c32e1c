import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Group problems (spec 3 §4 "Problem apply-public"; docs/api.md "Group problems"). `problems.gid` keeps meaning
 * "only this group's members reach it" (every public query already asks `gid is null`); `origin_gid` is the
 * group that made the problem and stays when the back office makes it public (gid then goes null), so the group
 * still lists it. `apply_public_progress`: null none, 1 applying, 2 public, 3 refused.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('problems').addColumn('origin_gid', 'integer').execute();
  await db.schema.alterTable('problems').addColumn('apply_public_progress', 'integer').execute();
  await db.schema.createIndex('problems_origin_gid_idx').on('problems').column('origin_gid').execute();
  // The back office's examination lists the applications.
  await db.schema
    .createIndex('problems_apply_public_idx')
    .on('problems')
    .column('apply_public_progress')
    .execute();
  // A group's problems made before this migration (by hand) belong to their group.
  await sql`update problems set origin_gid = gid where gid is not null`.execute(db);
}
