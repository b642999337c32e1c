/**
 * The user's extra files of a problem detail: the server sends them as stored, JSON text of name -> content
 * (the reference system's shape, which its own client parses too). Anything unreadable shows no annex.
 */
export function parseExtraFiles(text: string | null | undefined): Record<string, string> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
