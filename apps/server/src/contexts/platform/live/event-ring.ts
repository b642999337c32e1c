/**
 * The last events raised, kept for a reconnecting client to catch up with (Last-Event-ID). Bounded: a client away
 * longer than the ring holds is told to refetch instead (the stream's resync).
 */
export function createEventRing<Entry extends { seq: number }>(capacity: number) {
  let entries: Entry[] = [];
  return {
    push(entry: Entry) {
      entries.push(entry);
      if (entries.length > capacity) entries = entries.slice(entries.length - capacity);
    },
    /**
     * The entries after `seq`, oldest first; null when some of them are no longer kept (or `seq` is ahead of
     * anything raised, a number this ring never gave out).
     */
    after(seq: number, latest: number): Entry[] | null {
      if (seq > latest) return null;
      if (seq === latest) return [];
      const first = entries[0];
      if (!first || first.seq > seq + 1) return null;
      return entries.filter((entry) => entry.seq > seq);
    },
    clear() {
      entries = [];
    },
  };
}
