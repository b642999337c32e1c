/** Timestamps are stored as ISO-8601 UTC strings on both databases (they sort as text). */
export const nowIso = (): string => new Date().toISOString();
export const isoAfterSeconds = (seconds: number, from = Date.now()): string =>
  new Date(from + seconds * 1000).toISOString();
export const secondsSince = (iso: string): number => (Date.now() - Date.parse(iso)) / 1000;
