import type { Db } from '../../../db/database.ts';

/**
 * A secret of the site (the sessions' JWT signing key, the judges' key): made once by the first server that needs
 * it and shared through the database, so every server signs and checks with the same one. The one writer of the
 * `secrets` table. `generated` says whether this call made it.
 */
export async function loadOrCreateSecret(
  db: Db,
  name: string,
  make: () => string,
): Promise<{ value: string; generated: boolean }> {
  const read = () => db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirst();
  const existing = await read();
  if (existing) return { value: existing.value, generated: false };
  // Two servers starting together may race: the loser's insert is ignored and it reads the winner's secret.
  const candidate = make();
  await db
    .insertInto('secrets')
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error(`the secret ${name} could not be stored`);
  return { value: stored.value, generated: stored.value === candidate };
}
