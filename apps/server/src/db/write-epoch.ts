import type {
  KyselyPlugin,
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
  readonly #writes = new WeakSet<QueryId>();
  #epoch = 0;

  get epoch(): number {
    return this.#epoch;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'SelectQueryNode') this.#writes.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) this.#epoch += 1;
    return result;
  }
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
