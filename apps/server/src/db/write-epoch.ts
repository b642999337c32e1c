import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts the writes this process has made through the database: a statement other than a select
 * (raw SQL other than a select counts too, to be safe) moves the epoch once it has run and changed
 * rows. A read model can then skip asking the database whether anything changed while the epoch
 * stands still: on SQLite, whose one connection runs a transaction to its end before any other
 * statement, that is exact; other processes' writes are watched by change-watch.ts.
 */
export class WriteEpochPlugin implements KyselyPlugin {
  readonly #writes = new WeakMap<QueryId, { changed: string[]; inserted: string[] }>();
  readonly #changesByTable = new Map<string, number>();
  readonly #insertsByTable = new Map<string, number>();
  #epoch = 0;

  get epoch(): number {
    return this.#epoch;
  }

  /**
   * How many statements have updated or deleted rows of these tables (or run as raw SQL, which may
   * have): a cache of those rows is stale when it moved. Inserts add rows nobody has cached.
   */
  changesTo(tables: readonly string[]): number {
    let sum = this.#changesByTable.get(ANY_TABLE) ?? 0;
    for (const table of tables) sum += this.#changesByTable.get(table) ?? 0;
    return sum;
  }

  /** As changesTo, plus the inserts into those tables: for a cache of counts or lists of their rows. */
  writesTo(tables: readonly string[]): number {
    let sum = this.changesTo(tables);
    for (const table of tables) sum += this.#insertsByTable.get(table) ?? 0;
    return sum;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'SelectQueryNode' && !isRawRead(node))
      this.#writes.set(queryId, {
        changed: changedTables(node),
        inserted: node.kind === 'InsertQueryNode' ? [tableName(node.into)] : [],
      });
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.#writes.get(queryId);
    // A write that touched no row (the judge's idle claim, a no-op update) changed nothing anyone keeps.
    if (write && touchedRows(result)) {
      this.#epoch += 1;
      for (const table of write.changed) bump(this.#changesByTable, table);
      for (const table of write.inserted) bump(this.#insertsByTable, table);
    }
    return result;
  }
}

const ANY_TABLE = '*';

/** A raw statement that only reads (select, pragma, explain); any other raw SQL may write anything. */
function isRawRead(node: RootOperationNode): boolean {
  if (node.kind !== 'RawNode') return false;
  const first = (node as unknown as { sqlFragments: readonly string[] }).sqlFragments[0] ?? '';
  return /^\s*(select|pragma|explain)\b/i.test(first);
}

/** Whether a statement changed rows: its count when the driver gives one, else the rows it returned. */
function touchedRows(result: QueryResult<UnknownRow>): boolean {
  if (result.numAffectedRows !== undefined) return result.numAffectedRows > 0n;
  return result.rows.length > 0;
}

const bump = (counts: Map<string, number>, table: string) => counts.set(table, (counts.get(table) ?? 0) + 1);

/** The tables whose existing rows a statement may change: none for a plain insert, all for raw SQL. */
function changedTables(node: RootOperationNode): string[] {
  if (node.kind === 'InsertQueryNode')
    return node.onConflict?.updates || node.replace ? [tableName(node.into)] : [];
  if (node.kind === 'UpdateQueryNode') return [tableName(node.table)];
  if (node.kind === 'DeleteQueryNode') return node.from.froms.map(tableName);
  return [ANY_TABLE];
}

function tableName(node: OperationNode | undefined): string {
  const table = node?.kind === 'AliasNode' ? (node as unknown as { node: OperationNode }).node : node;
  if (table?.kind !== 'TableNode') return ANY_TABLE;
  return (table as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
}

const epochs = new WeakMap<object, WriteEpochPlugin>();

/** Remembers the plugin counting a database handle's writes (openDatabase does this). */
export function trackWrites(db: object, plugin: WriteEpochPlugin): void {
  epochs.set(db, plugin);
}

/** The write counter of a database handle, or undefined when nothing counts its writes. */
export function writeEpochOf(db: object): (() => number) | undefined {
  const plugin = epochs.get(db);
  return plugin && (() => plugin.epoch);
}

/** The plugin counting a database handle's writes, or undefined when nothing counts them. */
export function writesOf(db: object): WriteEpochPlugin | undefined {
  return epochs.get(db);
}
