import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, migrateToLatest } from './database.ts';
import { writeEpochOf, writesOf } from './write-epoch.ts';

describe('write epoch', () => {
  it('moves once per statement that writes, inside transactions too, and not for selects', async () => {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(handle);
    const { db } = handle;
    const epoch = writeEpochOf(db)!;
    const before = epoch();
    await db.selectFrom('users').select('uid').execute();
    expect(epoch()).toBe(before);
    await db.updateTable('users').set({ school: 'x' }).where('uid', '=', -1).execute();
    expect(epoch()).toBe(before + 1);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('users').where('uid', '=', -1).execute();
    });
    expect(epoch()).toBe(before + 2);
    await sql`select 1`.execute(db); // raw SQL is counted: the counter cannot tell what it does
    expect(epoch()).toBe(before + 3);
    await handle.close();
  });
});

describe('changes by table', () => {
  it('counts updates, deletes and upserts of a table, not its plain inserts or other tables', async () => {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(handle);
    const { db } = handle;
    const writes = writesOf(db)!;
    const users = () => writes.changesTo(['users']);
    const start = users();
    await db
      .insertInto('secrets')
      .values({ name: 'a', value: 'b' })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await db.updateTable('secrets').set({ value: 'c' }).execute();
    expect(users()).toBe(start);
    await db.updateTable('users as u').set({ school: 'x' }).where('u.uid', '=', -1).execute();
    expect(users()).toBe(start + 1);
    await db.deleteFrom('users').where('uid', '=', -1).execute();
    expect(users()).toBe(start + 2);
    expect(writes.changesTo(['sessions'])).toBe(writes.changesTo([]));
    await handle.close();
  });
});
