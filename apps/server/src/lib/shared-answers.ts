/**
 * Answers handed to many callers as the very same object. A route that gets one back sends it with sendShared
 * (http/route.ts): its envelope is serialised and compressed once for everyone, not once per call. Callers must
 * not change them.
 */
const shared = new WeakSet<object>();

/** Whether an answer was made by a memo below (the route then sends it shared). */
export const isSharedAnswer = (data: unknown): data is object =>
  data !== null && typeof data === 'object' && shared.has(data);

interface MemoNode<T> {
  next?: WeakMap<object, MemoNode<T>>;
  answers?: Map<string, T>;
}

/** A bound on the answers kept per combination of parts: the plain facts of a key take few values. */
const ANSWERS_PER_PARTS = 32;

/**
 * Answers built from kept reads (the same objects until what they read changes, db/kept-reads.ts) and a few plain
 * facts (the key): made once per combination and handed out again. Held weakly by their parts, so when a kept read
 * is read again the answers built on the old one go with it. At a contest's start every contestant asks the same
 * problem list and problem within seconds, and all who have not submitted yet see the same answer (docs/load.md).
 */
export function sharedAnswerMemo<T extends object>() {
  const root: MemoNode<T> = {};
  return (parts: readonly object[], key: string, build: () => T): T => {
    let node = root;
    for (const part of parts) {
      node.next ??= new WeakMap();
      let next = node.next.get(part);
      if (next === undefined) {
        next = {};
        node.next.set(part, next);
      }
      node = next;
    }
    node.answers ??= new Map();
    let answer = node.answers.get(key);
    if (answer === undefined) {
      answer = build();
      shared.add(answer);
      if (node.answers.size >= ANSWERS_PER_PARTS) node.answers.delete(node.answers.keys().next().value!);
      node.answers.set(key, answer);
    }
    return answer;
  };
}
