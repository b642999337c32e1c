import Papa from 'papaparse';

/**
 * Rows of a user-import CSV (spec 3-groups-admin §5): username, password, then optional real
 * name, gender, phone, email; the first row is data. Blank lines and a UTF-8 byte-order mark are
 * dropped; the cells are sent as written so the server's row/column errors match the file.
 */
export function parseUserCsv(text: string): string[][] {
  // Files edited on several systems mix line endings; Papa picks one, so a stray \r would end up in a password.
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const result = Papa.parse<string[]>(normalized, { skipEmptyLines: 'greedy', newline: '\n' });
  return result.data.map((row) => row.map((cell) => cell ?? ''));
}
