/**
 * Read results kept by key until a change stamp moves (change-watch.ts `changeStampOf`): a result read
 * while the stamp moved is answered but not kept, and a null stamp (changes cannot be known) reads
 * every time. Concurrent misses of a key under one stamp share one read. At most `max` keys are kept; the least recently used goes first. Callers must not
 * change what they get: it is shared with the next caller.
 */
export function keptReads<T>(stamp: () => string | null, max: number) {
  const kept = new Map<string, T>();
  let keptAt: string | null = null;
  // Reads under way, by key: callers that miss the same key under the same stamp share one read (a stamp that
  // moves every second, under a thousand calls a second, would otherwise send each of them to the database).
  const reading = new Map<string, { stamp: string; value: Promise<T>; mark: { forgotten: boolean } }>();

  async function readAndKeep(
    key: string,
    read: () => Promise<T>,
    before: string | null,
    forgotten = () => false,
  ): Promise<T> {
    const value = await read();
    if (before !== null && stamp() === before && keptAt === before && !forgotten()) {
      kept.set(key, value);
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    }
    return value;
  }

  const keptRead = async (key: string, read: () => Promise<T>): Promise<T> => {
    const before = stamp();
    if (before !== keptAt) {
      kept.clear();
      keptAt = before;
    }
    if (before === null) return readAndKeep(key, read, before);
    const hit = kept.get(key);
    if (hit !== undefined) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const running = reading.get(key);
    if (running?.stamp === before) return running.value;
    const mark = { forgotten: false };
    const value = readAndKeep(key, read, before, () => mark.forgotten);
    reading.set(key, { stamp: before, value, mark });
    const done = () => {
      if (reading.get(key)?.value === value) reading.delete(key);
    };
    value.then(done, done);
    return value;
  };

  /**
   * Drops one key (a write of that row alone, whose table's stamp does not move for it): the next call
   * reads, and a read under way is answered but not kept.
   */
  const forget = (key: string) => {
    kept.delete(key);
    const running = reading.get(key);
    if (running) {
      running.mark.forgotten = true;
      reading.delete(key);
    }
  };
  return Object.assign(keptRead, { forget });
}

/**
 * Values kept one by one (a problem's tags), until a change stamp moves as keptReads does: a call asks for
 * many keys and reads only those not kept, in one batch, with those of `ahead` not kept either (the next
 * pages' keys: one read instead of one per page); a key the batch does not answer gets `absent`. At most
 * `max` keys are kept; past that the first kept go first (a hit does not reorder, so a hot path does no map
 * writes).
 */
export function keptEach<V>(stamp: () => string | null, max: number, absent: V) {
  const kept = new Map<number, V>();
  let keptAt: string | null = null;
  return async (
    keys: readonly number[],
    read: (missing: number[]) => Promise<Map<number, V>>,
    ahead: readonly number[] = [],
  ): Promise<Map<number, V>> => {
    const before = stamp();
    if (before !== keptAt) {
      kept.clear();
      keptAt = before;
    }
    const found = new Map<number, V>();
    const missing: number[] = [];
    for (const key of keys) {
      const hit = before === null ? undefined : kept.get(key);
      if (hit === undefined) missing.push(key);
      else found.set(key, hit);
    }
    if (missing.length === 0) return found;
    const asked = new Set(missing);
    if (before !== null) for (const key of ahead) if (!kept.has(key)) asked.add(key);
    const fresh = await read([...asked]);
    const keep = before !== null && stamp() === before && keptAt === before;
    for (const key of missing) found.set(key, fresh.get(key) ?? absent);
    if (keep) for (const key of asked) kept.set(key, fresh.get(key) ?? absent);
    for (const key of kept.keys()) {
      if (kept.size <= max) break;
      kept.delete(key);
    }
    return found;
  };
}
