/**
 * HOJ writes DATETIME columns in its server's local time (its Docker images run in Asia/Shanghai); we keep
 * ISO-8601 UTC. Converts 'YYYY-MM-DD HH:MM:SS' read in `timeZone` (an IANA name) to UTC.
 */
export function hojTimeToIso(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // The zone's offset at that moment, found by formatting the UTC guess in the zone; a second pass settles
  // the hour around a daylight-saving change.
  let guess = asUtc - offsetMs(asUtc, timeZone);
  guess = asUtc - offsetMs(guess, timeZone);
  return new Date(guess).toISOString();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetMs(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

/** Throws a clear line for a time zone Intl does not know. */
export function checkTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`--timezone: ${timeZone} is not a time zone name (for example Asia/Shanghai or UTC)`);
  }
}
