import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, migrateToLatest, type DatabaseHandle } from './database.ts';
import { writeEpochOf, writesOf } from './write-epoch.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(handle);
  await handle.db.insertInto('secrets').values({ name: 'a', value: '1' }).execute();
});
afterEach(() => handle.close());

describe('write epoch', () => {
  it('moves once per statement that changed rows, inside transactions too, not for reads', async () => {
    const { db } = handle;
    const epoch = writeEpochOf(db)!;
    const before = epoch();
    await db.selectFrom('secrets').select('name').execute();
    await sql`select 1`.execute(db);
    expect(epoch()).toBe(before);
    await db.updateTable('secrets').set({ value: '2' }).where('name', '=', 'a').execute();
    expect(epoch()).toBe(before + 1);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('secrets').where('name', '=', 'a').execute();
    });
    expect(epoch()).toBe(before + 2);
    await sql`insert into secrets (name, value) values ('b', '3')`.execute(db);
    expect(epoch()).toBe(before + 3);
  });

  it('does not move for a write that touched no row (the judge claiming from an empty queue)', async () => {
    const { db } = handle;
    const epoch = writeEpochOf(db)!;
    const before = epoch();
    await db.updateTable('secrets').set({ value: 'x' }).where('name', '=', 'none').execute();
    await sql`update secrets set value = 'y' where name = 'none' returning name`.execute(db);
    expect(epoch()).toBe(before);
  });
});

describe('writes by table', () => {
  it('counts updates, deletes and upserts of a table as changes, inserts apart, other tables not', async () => {
    const { db } = handle;
    const writes = writesOf(db)!;
    const changes = () => writes.changesTo(['secrets']);
    const start = changes();
    const startWrites = writes.writesTo(['secrets']);
    await db.insertInto('secrets').values({ name: 'c', value: '1' }).execute();
    expect(changes()).toBe(start);
    expect(writes.writesTo(['secrets'])).toBe(startWrites + 1);
    await db
      .insertInto('secrets')
      .values({ name: 'c', value: '2' })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: '2' }))
      .execute();
    expect(changes()).toBe(start + 1);
    await db.updateTable('secrets as s').set({ value: '3' }).where('s.name', '=', 'c').execute();
    expect(changes()).toBe(start + 2);
    await db.deleteFrom('secrets').where('name', '=', 'c').execute();
    expect(changes()).toBe(start + 3);
    expect(writes.changesTo(['users'])).toBe(writes.changesTo([]));
  });
});

describe('writes by column', () => {
  it('counts an update for a column scope only when it sets one of its columns; deletes always', async () => {
    const { db } = handle;
    const writes = writesOf(db)!;
    const values = () => writes.changesTo(['secrets(value)']);
    const start = values();
    await db.updateTable('secrets').set({ name: 'b' }).where('name', '=', 'a').execute();
    expect(values()).toBe(start);
    expect(writes.changesTo(['secrets'])).toBeGreaterThan(writes.changesTo([]));
    await db.updateTable('secrets').set({ name: 'a', value: '9' }).where('name', '=', 'b').execute();
    expect(values()).toBe(start + 1);
    await db.deleteFrom('secrets').where('name', '=', 'a').execute();
    expect(values()).toBe(start + 2);
    await db.insertInto('secrets').values({ name: 'd', value: '1' }).execute();
    expect(values()).toBe(start + 2);
    await sql`update secrets set name = 'c'`.execute(db);
    expect(values()).toBe(start + 3);
  });
});

describe('keyed inserts', () => {
  it("tells each inserted row's key (cid:uid) where the statement holds it, and counts the others", async () => {
    const { db } = handle;
    // Rows of contests and users this test does not need: the keys are what it reads.
    await sql`pragma foreign_keys = off`.execute(db);
    const writes = writesOf(db)!;
    const told: string[] = [];
    writes.onInsert('contest_registers', (key) => told.push(key));
    const unkeyed = () => writes.unkeyedWritesTo(['contest_registers']);
    const start = unkeyed();
    const gmtCreate = '2026-11-30T00:00:00.000Z';

    await db.insertInto('contestRegisters').values({ cid: 7, uid: 3, gmtCreate }).execute();
    await db
      .insertInto('contestRegisters')
      .values([
        { cid: 8, uid: 1, gmtCreate },
        { cid: 8, uid: 2, gmtCreate },
      ])
      .execute();
    expect(told).toEqual(['7:3', '8:1', '8:2']);
    expect(unkeyed()).toBe(start);
    expect(writes.writesTo(['contest_registers'])).toBeGreaterThan(start);

    // An insert from a select names no row: it moves the count a cache of those rows compares instead.
    await db
      .insertInto('contestRegisters')
      .columns(['cid', 'uid', 'gmtCreate'])
      .expression(
        db
          .selectFrom('contestRegisters')
          .select(['uid as cid', 'cid as uid', 'gmtCreate'])
          .where('cid', '=', 7),
      )
      .execute();
    expect(told).toHaveLength(3);
    expect(unkeyed()).toBe(start + 1);
  });
});
