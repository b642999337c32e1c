/**
 * The web's unit tests run in Node, which has no localStorage: a Map stands in for the browser's storage
 * while a test runs. Returns the function that puts the original back.
 */
export function installMemoryStorage(): () => void {
  const original = globalThis.localStorage;
  const items = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  } as Storage;
  return () => {
    globalThis.localStorage = original;
  };
}
