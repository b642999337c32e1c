import type {
  InsertQueryNode,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
  UpdateQueryNode,
  ValueNode,
  ValuesItemNode,
  ValuesNode,
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
  // Inserts into a KEYED_INSERT_COLUMNS table whose rows' keys could not be read from the statement.
  readonly #unkeyedInsertsByTable = new Map<string, number>();
  readonly #insertListeners = new Map<string, ((key: string) => void)[]>();
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

  /**
   * As writesTo, but of the inserts only those whose rows' keys were not told to onInsert's listeners: for a cache
   * keyed as KEYED_INSERT_COLUMNS that forgets an inserted row's key by itself.
   */
  unkeyedWritesTo(scopes: readonly string[]): number {
    let sum = this.changesTo(scopes);
    for (const scope of scopes) sum += this.#unkeyedInsertsByTable.get(parseScope(scope).table) ?? 0;
    return sum;
  }

  /** Calls `inserted` with the key (`cid:uid`) of each row this process inserts into a KEYED_INSERT_COLUMNS table. */
  onInsert(table: string, inserted: (key: string) => void): void {
    this.#insertListeners.set(table, [...(this.#insertListeners.get(table) ?? []), inserted]);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'SelectQueryNode' && !isRawRead(node))
      this.#writes.set(queryId, {
        changed: changedTables(node),
        setColumns: node.kind === 'UpdateQueryNode' ? setColumns(node) : null,
        inserted: node.kind === 'InsertQueryNode' ? [tableName(node.into)] : [],
        keys: node.kind === 'InsertQueryNode' ? insertedKeys(node) : null,
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
      for (const table of write.inserted) {
        bump(this.#insertsByTable, table);
        if (!KEYED_INSERT_COLUMNS[table]) continue;
        if (!write.keys) bump(this.#unkeyedInsertsByTable, table);
        else
          for (const key of write.keys) for (const told of this.#insertListeners.get(table) ?? []) told(key);
      }
    }
    return result;
  }
}

interface Write {
  changed: string[];
  /** An update's SET columns, or null when the statement may change any column. */
  setColumns: string[] | null;
  inserted: string[];
  /** The keys of an insert's rows into a KEYED_INSERT_COLUMNS table, or null when they cannot be read. */
  keys: string[] | null;
}

/**
 * Tables whose inserted rows are named by a key, `cid:uid`, here as in PostgreSQL's notifications to the other
 * servers (migrations 059 and 061): a cache keyed the same way forgets that key alone when a row comes.
 */
export const KEYED_INSERT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  contest_registers: ['cid', 'uid'],
  contest_virtual_participations: ['cid', 'uid'],
  submissions: ['cid', 'uid'],
};

/**
 * The keys of the rows an insert adds, when its VALUES hold them as plain values; else null. A key column the insert
 * leaves out takes its default (a bank submission's contest), which no cache keys by: that part reads `default`.
 */
function insertedKeys(node: InsertQueryNode): string[] | null {
  const keyColumns = KEYED_INSERT_COLUMNS[tableName(node.into)];
  if (!keyColumns || node.values?.kind !== 'ValuesNode') return null;
  const names = (node.columns ?? []).map((column) => column.column.name);
  const positions = keyColumns.map((column) => names.indexOf(column));
  const keys: string[] = [];
  for (const row of (node.values as ValuesNode).values) {
    const parts = positions.map((position) => (position < 0 ? 'default' : plainValue(row, position)));
    if (parts.some((part) => part === undefined)) return null;
    keys.push(parts.join(':'));
  }
  return keys;
}

/** A row's value at a position when it is a plain value (a parameter), else undefined. */
function plainValue(row: ValuesItemNode, position: number): unknown {
  if (row.kind === 'PrimitiveValueListNode') return row.values[position];
  const item = row.values[position];
  return item?.kind === 'ValueNode' ? (item as ValueNode).value : undefined;
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
