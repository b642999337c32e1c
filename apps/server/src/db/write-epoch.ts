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
 * Counts the writes this process has made through the database: a statement other than a plain
 * select (raw SQL counts too, to be safe) moves the epoch once it has run. A read model can then
 * skip asking the database whether anything changed while the epoch stands still: on SQLite, whose
 * one connection runs a transaction to its end before any other statement, that is exact; writes by
 * other processes (a second server on the same PostgreSQL) are seen only when the reader asks again.
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
    if (node.kind !== 'SelectQueryNode')
      this.#writes.set(queryId, {
        changed: changedTables(node),
        inserted: node.kind === 'InsertQueryNode' ? [tableName(node.into)] : [],
      });
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.#writes.get(queryId);
    if (write) {
      this.#epoch += 1;
      for (const table of write.changed) bump(this.#changesByTable, table);
      for (const table of write.inserted) bump(this.#insertsByTable, table);
    }
    return result;
  }
}

const ANY_TABLE = '*';

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
