/** Bound on the texts kept: the contests' settings are few; a flood of distinct texts cannot grow it without end. */
const MAX_KEPT = 512;
const kept = new Map<string, unknown>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A stored JSON column's value, parsed once per distinct text and frozen, so every reader shares it: a contest's
 * settings (its hall, awards, account rule) are read on every call of every contestant and rarely change. Throws
 * as JSON.parse does; a caller that falls back on bad text catches.
 */
export function keptJson(text: string): unknown {
  if (kept.has(text)) return kept.get(text);
  const value = deepFreeze(JSON.parse(text) as unknown);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(text, value);
  return value;
}
