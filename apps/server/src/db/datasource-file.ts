import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * The database root chose on the configuration page (set-db-and-redis-config), kept beside the data in
 * `DATA_DIR/datasource.json` and read once at the next start: a server cannot move its own database while it
 * runs, and the choice must be readable before any database is open. DATABASE_URL and DB_POOL_MAX, when set,
 * win over it, as every environment variable wins over the pages.
 */
export const DATASOURCE_FILE = 'datasource.json';
export const DEFAULT_POOL_MAX = 10;

const storedDatasource = z.object({
  /** A PostgreSQL URL, or null for the SQLite file in DATA_DIR. */
  databaseUrl: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .nullable(),
  poolMax: z.number().int().min(1).max(100),
});
export type StoredDatasource = z.infer<typeof storedDatasource>;

const fileOf = (dataDir: string) => path.join(dataDir, DATASOURCE_FILE);

/** The kept choice, or null when none was saved; a damaged file stops the start with its name. */
export function readDatasourceFile(dataDir: string): StoredDatasource | null {
  let text: string;
  try {
    text = readFileSync(fileOf(dataDir), 'utf8');
  } catch {
    return null;
  }
  const damaged = (why: string) => new Error(`Configuration error: ${fileOf(dataDir)}: ${why}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw damaged('not JSON (fix it or remove it to start on the SQLite file)');
  }
  const parsed = storedDatasource.safeParse(json);
  if (!parsed.success) throw damaged(parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}

/** Keeps the choice for the next start: written whole to a side file, then moved over the old one. */
export async function writeDatasourceFile(dataDir: string, datasource: StoredDatasource): Promise<void> {
  const target = fileOf(dataDir);
  const next = `${target}.next`;
  await writeFile(next, `${JSON.stringify(storedDatasource.parse(datasource), null, 2)}\n`, { mode: 0o600 });
  await rename(next, target);
}
