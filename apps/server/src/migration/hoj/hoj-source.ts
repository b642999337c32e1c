import mysql from 'mysql2/promise';

/** A HOJ row as mysql2 gives it with `dateStrings`: DATETIME as 'YYYY-MM-DD HH:MM:SS', BIGINT as text. */
export type HojRow = Record<string, string | number | null | Buffer>;

export interface HojSource {
  /** Rows of a table in key order, a batch at a time (keyset pagination: a live site's inserts do not shift
   * the pages). */
  batches(table: string, key: string, batchSize: number): AsyncGenerator<HojRow[]>;
  count(table: string): Promise<number>;
  /** Rows of `table` whose `column` is one of `values`, in `orderBy` order (the rows a batch points at). */
  rowsIn(table: string, column: string, values: (string | number)[], orderBy: string): Promise<HojRow[]>;
  /**
   * A config file HOJ keeps in Nacos (its site and switch settings, YAML), read from Nacos' own database on the
   * same server (`nacos` in HOJ's deployment); null when there is none or it cannot be read.
   */
  nacosConfig(dataId: string): Promise<string | null>;
  /** Whether HOJ's schema has this table (older HOJ versions lack some). */
  hasTable(table: string): Promise<boolean>;
  close(): Promise<void>;
}

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/**
 * Opens HOJ's database read-only: the session refuses writes (`SET SESSION TRANSACTION READ ONLY`), so the
 * migration can run against a live site without touching it.
 */
export async function openHojSource(url: string, nacosDatabase = 'nacos'): Promise<HojSource> {
  const connection = await mysql.createConnection({
    uri: url,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    charset: 'utf8mb4',
  });
  await connection.query('SET SESSION TRANSACTION READ ONLY');
  const [[{ database }]] = (await connection.query('SELECT DATABASE() AS `database`')) as unknown as [
    { database: string | null }[],
  ];
  if (!database) {
    await connection.end();
    throw new Error('--from names no database: end the URL with /DB (HOJ names its database hoj)');
  }
  return {
    async *batches(table, key, batchSize) {
      let after: string | number | null = null;
      for (;;) {
        const where = after === null ? '' : `WHERE ${quote(key)} > ?`;
        const [rows] = (await connection.query(
          `SELECT * FROM ${quote(table)} ${where} ORDER BY ${quote(key)} LIMIT ${Number(batchSize)}`,
          after === null ? [] : [after],
        )) as unknown as [HojRow[]];
        if (rows.length === 0) return;
        yield rows;
        after = rows[rows.length - 1][key] as string | number;
        if (rows.length < batchSize) return;
      }
    },
    async count(table) {
      const [[row]] = (await connection.query(`SELECT COUNT(*) AS n FROM ${quote(table)}`)) as unknown as [
        { n: string | number }[],
      ];
      return Number(row.n);
    },
    async rowsIn(table, column, values, orderBy) {
      if (values.length === 0) return [];
      const [rows] = (await connection.query(
        `SELECT * FROM ${quote(table)} WHERE ${quote(column)} IN (?) ORDER BY ${quote(orderBy)}`,
        [values],
      )) as unknown as [HojRow[]];
      return rows;
    },
    async nacosConfig(dataId) {
      try {
        const [rows] = (await connection.query(
          `SELECT content FROM ${quote(nacosDatabase)}.config_info WHERE data_id = ? ORDER BY id DESC LIMIT 1`,
          [dataId],
        )) as unknown as [{ content: string }[]];
        return rows[0]?.content ?? null;
      } catch {
        return null;
      }
    },
    async hasTable(table) {
      const [rows] = (await connection.query(
        'SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?',
        [table],
      )) as unknown as [unknown[]];
      return rows.length > 0;
    },
    close: () => connection.end(),
  };
}
