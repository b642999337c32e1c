import type { BoardData } from './board-data.ts';

/** Contests whose boards a server keeps at once; the least recently used goes first. */
const MAX_BOARDS = 64;
/**
 * A board is rebuilt at least this often even when its counter has not moved, so a user's new
 * nickname or school reaches it (profiles are not counted by the triggers).
 */
const MAX_AGE_MS = 60_000;
/**
 * While this server has written nothing, a contest's counter read this recently is trusted without
 * reading it again: writes by another server on the same database reach this one's boards within it.
 */
const VERSION_TRUST_MS = 1_000;

export interface BoardCacheSource {
  /** The contest's counter, or null when it does not exist. */
  version(cid: number): Promise<number | null>;
  load(cid: number, version: number): Promise<BoardData>;
  /** This process's write counter (db/write-epoch.ts), when one is kept. */
  writeEpoch?: () => number;
}

/**
 * The boards this server has built, by contest. Serving one costs a read of the contest's counter (or
 * nothing, while this server has written nothing since it read it less than a second ago); it is
 * rebuilt only when the counter moved (a submission, a result, an edit), it is older than a minute,
 * or a contest admin forces it. Concurrent requests for the same stale board share one rebuild.
 */
export function createBoardCache(
  source: BoardCacheSource,
  clock: () => number = Date.now,
  onRebuild: () => void = () => {},
) {
  const boards = new Map<number, BoardData>();
  const building = new Map<number, { version: number; promise: Promise<BoardData> }>();
  const checked = new Map<number, { version: number | null; epoch: number; atMs: number }>();

  /** The contest's counter, read again unless this server wrote nothing since a recent read. */
  async function versionOf(cid: number, force: boolean): Promise<number | null> {
    const epoch = source.writeEpoch?.();
    const last = checked.get(cid);
    if (!force && epoch !== undefined && last?.epoch === epoch && clock() - last.atMs < VERSION_TRUST_MS)
      return last.version;
    const atMs = clock();
    const version = await source.version(cid);
    // The epoch taken before the read: a write landing during it makes the next request read again.
    if (epoch !== undefined) {
      checked.delete(cid);
      checked.set(cid, { version, epoch, atMs });
      if (checked.size > MAX_BOARDS) checked.delete(checked.keys().next().value!);
    }
    return version;
  }

  function remember(cid: number, data: BoardData) {
    boards.delete(cid);
    boards.set(cid, data);
    if (boards.size > MAX_BOARDS) boards.delete(boards.keys().next().value!);
  }

  function rebuild(cid: number, version: number): Promise<BoardData> {
    const running = building.get(cid);
    if (running && running.version === version) return running.promise;
    onRebuild();
    const promise = source
      .load(cid, version)
      .then((data) => {
        remember(cid, data);
        return data;
      })
      .finally(() => {
        if (building.get(cid)?.promise === promise) building.delete(cid);
      });
    building.set(cid, { version, promise });
    return promise;
  }

  return {
    /** The contest's board, or null when the contest does not exist. */
    async get(cid: number, options: { force?: boolean } = {}): Promise<BoardData | null> {
      const version = await versionOf(cid, options.force === true);
      if (version === null) {
        boards.delete(cid);
        return null;
      }
      const cached = boards.get(cid);
      const fresh = cached && cached.version === version && clock() - cached.builtMs < MAX_AGE_MS;
      if (fresh && !options.force) {
        remember(cid, cached);
        return cached;
      }
      return rebuild(cid, version);
    },

    /**
     * Another server told of the contest's counter (a board event): a read of it this server trusts is dropped
     * when it differs, so the refetch the event causes here finds the new board at once, not up to a second later.
     */
    heardVersion(cid: number, version: number) {
      const last = checked.get(cid);
      if (last && last.version !== version) checked.delete(cid);
    },

    /** Events may have been missed: every trusted counter is read again. */
    forgetVersions() {
      checked.clear();
    },
  };
}
export type BoardCache = ReturnType<typeof createBoardCache>;
