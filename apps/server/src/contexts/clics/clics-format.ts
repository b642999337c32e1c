/** How the Contest API writes times and ids (JSON_Format.md: RELTIME, TIME, ID). Pure. */

/** RELTIME: `h:mm:ss.uuu`, hours without a leading zero, negative before the start. */
export function relativeTime(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const total = Math.abs(Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${sign}${hours}:${pad(minutes)}:${pad(seconds)}.${pad(millis, 3)}`;
}

/**
 * A TIME a client or a package sends, in milliseconds (NaN when it is none): ISO 8601 with the spec's short zone
 * offsets too (`+01`, `+0100`), which Date does not read as they are.
 */
export const timeMsOf = (value: string): number =>
  Date.parse(
    value
      .trim()
      .replace(/([+-]\d{2})$/, '$1:00')
      .replace(/([+-]\d{2})(\d{2})$/, '$1:$2'),
  );

/** TIME: an ISO 8601 moment with milliseconds and `Z`, whatever form the database kept it in. */
export const absoluteTime = (moment: string | number): string => new Date(moment).toISOString();

/** An ID of the Contest API: letters, digits, `_`, `.`, `-`, at most 36, not starting with `-` or `.`. */
export function clicsId(text: string): string {
  const id = text
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/[^a-zA-Z0-9_.-]+/g, '-')
    .replace(/^[-.]+|[.]+$/g, '')
    .slice(0, 36);
  return id || 'x';
}

/** A number of seconds as the API's decimal seconds, to the millisecond (its `multipleOf: 0.001`). */
export const decimalSeconds = (ms: number): number => Math.round(ms) / 1000;
