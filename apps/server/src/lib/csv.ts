import Papa from 'papaparse';

/** CSV with a byte-order mark so spreadsheet programs open UTF-8 names correctly. */
export const toCsv = (rows: string[][]): string => `\uFEFF${Papa.unparse(rows)}\r\n`;
