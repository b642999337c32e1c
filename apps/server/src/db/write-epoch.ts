import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
  UpdateQueryNode,
} from 'kysely';

/**
 * Counts the writes this process has made through the database: a statement other than a select
 * (raw SQL other than a select counts too, to be safe) moves the epoch once it has run and changed
 * rows. A read model can then skip asking the database whether anything changed while the epoch
 * stands still: on SQLite, whose one connection runs a transaction to its end before any other
 * statement, that is exact; other processes' writes are watched by change-watch.ts.
 */
export class WriteEpochPlugin implements KyselyPlugin {
  readonly #writes = new WeakMap<QueryId, Write>();
  readonly #changesByTable = new Map<string, number>();
  // The changes that are not an update with a known SET list (deletes, upserts): every column moved.
  readonly #wholeRowChangesByTable = new Map<string, number>();
  // Updates by the columns they set, as `table.column`.
  readonly #updatesByColumn = new Map<string, number>();
  readonly #insertsByTable = new Map<string, number>();
  #epoch = 0;

  get epoch(): number {
    return this.#epoch;
  }

  /**
   * How many statements have updated or deleted rows of these tables (or run as raw SQL, which may
   * have): a cache of those rows is stale when it moved. Inserts add rows nobody has cached. A scope
   * `table(a,b)` counts only the updates that set a or b (and every delete): a cache of a user's role
   * need not drop when a sign-in writes the user's last login time.
   */
  changesTo(scopes: readonly string[]): number {
    let sum = this.#changesByTable.get(ANY_TABLE) ?? 0;
    for (const scope of scopes) {
      const { table, columns } = parseScope(scope);
      if (!columns) {
        sum += this.#changesByTable.get(table) ?? 0;
        continue;
      }
      sum += this.#wholeRowChangesByTable.get(table) ?? 0;
      for (const column of columns) sum += this.#updatesByColumn.get(`${table}.${column}`) ?? 0;
    }
    return sum;
  }

  /** As changesTo, plus the inserts into those tables: for a cache of counts or lists of their rows. */
  writesTo(scopes: readonly string[]): number {
    let sum = this.changesTo(scopes);
    for (const scope of scopes) sum += this.#insertsByTable.get(parseScope(scope).table) ?? 0;
    return sum;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'SelectQueryNode' && !isRawRead(node))
      this.#writes.set(queryId, {
        changed: changedTables(node),
        setColumns: node.kind === 'UpdateQueryNode' ? setColumns(node) : null,
        inserted: node.kind === 'InsertQueryNode' ? [tableName(node.into)] : [],
      });
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.#writes.get(queryId);
    // A write that touched no row (the judge's idle claim, a no-op update) changed nothing anyone keeps.
    if (write && touchedRows(result)) {
      this.#epoch += 1;
      for (const table of write.changed) {
        bump(this.#changesByTable, table);
        if (write.setColumns)
          for (const column of write.setColumns) bump(this.#updatesByColumn, `${table}.${column}`);
        else bump(this.#wholeRowChangesByTable, table);
      }
      for (const table of write.inserted) bump(this.#insertsByTable, table);
    }
    return result;
  }
}

interface Write {
  changed: string[];
  /** An update's SET columns, or null when the statement may change any column. */
  setColumns: string[] | null;
  inserted: string[];
}

const scopes = new Map<string, { table: string; columns: string[] | null }>();

/** `table` or `table(a,b)`: a table, or the listed columns of it (change-watch.ts reads the same form). */
export function parseScope(scope: string): { table: string; columns: string[] | null } {
  let parsed = scopes.get(scope);
  if (!parsed) {
    const match = /^([\w]+)\(([\w,\s]+)\)$/.exec(scope);
    parsed = match
      ? { table: match[1]!, columns: match[2]!.split(',').map((column) => column.trim()) }
      : { table: scope, columns: null };
    scopes.set(scope, parsed);
  }
  return parsed;
}

/** The columns an update sets, or null when one of them cannot be named. */
function setColumns(node: UpdateQueryNode): string[] | null {
  const columns: string[] = [];
  for (const update of node.updates ?? []) {
    const column = update.column as OperationNode;
    if (column.kind !== 'ColumnNode') return null;
    columns.push((column as unknown as { column: { name: string } }).column.name);
  }
  return columns.length > 0 ? columns : null;
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
