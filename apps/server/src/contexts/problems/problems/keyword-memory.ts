/**
 * The public bank's searchable text in memory: each problem's id, title and source lower-cased, in id order,
 * and for each three characters (a trigram) the problems whose text holds them. A keyword's rarest trigram
 * names the few problems to test with `includes` (a keyword of 111 matches among 10,000 problems in about
 * 10 µs; reading every problem's text took 250 µs, and the databases' trigram indexes 0.3-1 ms plus a round
 * trip, on every search no kept page answered).
 */
export interface SearchableProblem {
  id: number;
  problemId: string;
  title: string;
  source: string | null;
  difficulty: number;
  /** Listed with the match (the page then reads only the counters: a problem's row is wide). */
  type: number;
  updatedAt: string;
}

/** Between a problem's columns, as in SQLite's trigram table: no keyword holds it, so a match never spans two. */
const COLUMNS_APART = '\u0001';

export interface KeywordMemory {
  /**
   * The problems, by ascending id, whose id, title or source holds the keyword ignoring case (and of that
   * difficulty when given); null for a keyword holding the separator (the database answers it).
   */
  search(keyword: string, difficulty?: number): SearchableProblem[] | null;
}

export function keywordMemory(problems: readonly SearchableProblem[]): KeywordMemory {
  const texts = problems.map((p) =>
    [p.problemId, p.title, p.source ?? ''].map((column) => column.toLowerCase()).join(COLUMNS_APART),
  );
  /** Trigram -> the indexes (ascending) of the problems holding it; none spans two columns. */
  const holders = new Map<string, number[]>();
  texts.forEach((text, i) => {
    for (let at = 0; at + 3 <= text.length; at += 1) {
      const trigram = text.slice(at, at + 3);
      if (trigram.includes(COLUMNS_APART)) continue;
      const list = holders.get(trigram);
      if (!list) holders.set(trigram, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  });
  const none: number[] = [];
  return {
    search(keyword, difficulty) {
      const needle = keyword.toLowerCase();
      if (needle.includes(COLUMNS_APART)) return null;
      // The problems holding the keyword's rarest trigram (every problem for a keyword under three characters).
      let candidates: readonly number[] | null = null;
      for (let at = 0; at + 3 <= needle.length; at += 1) {
        const list = holders.get(needle.slice(at, at + 3)) ?? none;
        if (!candidates || list.length < candidates.length) candidates = list;
        if (list.length === 0) break;
      }
      const found: SearchableProblem[] = [];
      const test = (i: number) => {
        const p = problems[i]!;
        if ((difficulty === undefined || p.difficulty === difficulty) && texts[i]!.includes(needle))
          found.push(p);
      };
      if (candidates) for (const i of candidates) test(i);
      else for (let i = 0; i < texts.length; i += 1) test(i);
      return found;
    },
  };
}

/**
 * The memory above, built from the database when first asked and again once the stamp (the problems' change
 * stamp) moves, for a bank of at most `maxProblems` public problems; a larger bank (or a stamp that cannot
 * know of changes) gets null and is searched by the database's index. Calls that arrive during a build share it.
 */
export function keptKeywordMemory(
  stamp: () => string | null,
  read: (limit: number) => Promise<SearchableProblem[]>,
  maxProblems: number,
  /** A bank found too large is not read again for this long (it does not shrink by much soon). */
  tooLargeForMs = 5 * 60_000,
) {
  let kept: KeywordMemory | null = null;
  let keptAt: string | null = null;
  let building: { at: string; done: Promise<KeywordMemory | null> } | null = null;
  let tooLargeUntil = -Infinity;
  let keptRows: SearchableProblem[] | null = null;
  return async (): Promise<KeywordMemory | null> => {
    const now = stamp();
    if (now === null || Date.now() < tooLargeUntil) return null;
    if (keptAt === now) return kept;
    if (building?.at === now) return building.done;
    const build: { at: string; done: Promise<KeywordMemory | null> } = {
      at: now,
      done: Promise.resolve(null),
    };
    build.done = (async () => {
      try {
        const problems = await read(maxProblems + 1);
        if (problems.length > maxProblems) {
          tooLargeUntil = Date.now() + tooLargeForMs;
          return null;
        }
        // The same problems as the memory kept (a stamp that moves each second of trust on PostgreSQL, a
        // write to another column): kept as it is, as building it costs 10-25 ms at 10,000 problems.
        const memory = kept && keptRows && sameProblems(keptRows, problems) ? kept : keywordMemory(problems);
        // Read while the stamp moved: answered, not kept (the next call builds anew).
        if (stamp() === now) {
          kept = memory;
          keptRows = problems;
          keptAt = now;
        }
        return memory;
      } finally {
        if (building === build) building = null;
      }
    })();
    building = build;
    return build.done;
  };
}

const sameProblems = (a: readonly SearchableProblem[], b: readonly SearchableProblem[]) =>
  a.length === b.length &&
  a.every((p, i) => {
    const q = b[i]!;
    return (
      p.id === q.id &&
      p.problemId === q.problemId &&
      p.title === q.title &&
      p.source === q.source &&
      p.difficulty === q.difficulty &&
      p.type === q.type &&
      p.updatedAt === q.updatedAt
    );
  });
