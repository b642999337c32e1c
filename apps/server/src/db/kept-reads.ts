/**
 * Read results kept by key until a change stamp moves (change-watch.ts `changeStampOf`): a result read
 * while the stamp moved is answered but not kept, and a null stamp (changes cannot be known) reads
 * every time. At most `max` keys are kept; the least recently used goes first. Callers must not
 * change what they get: it is shared with the next caller.
 */
export function keptReads<T>(stamp: () => string | null, max: number) {
  const kept = new Map<string, T>();
  let keptAt: string | null = null;
  return async (key: string, read: () => Promise<T>): Promise<T> => {
    const before = stamp();
    if (before !== keptAt) {
      kept.clear();
      keptAt = before;
    }
    const hit = before === null ? undefined : kept.get(key);
    if (hit !== undefined) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const value = await read();
    if (before !== null && stamp() === before && keptAt === before) {
      kept.set(key, value);
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    }
    return value;
  };
}
