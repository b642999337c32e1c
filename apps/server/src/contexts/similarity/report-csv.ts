import type { SimilarityPairRow } from '@judge/contract';

const HEADER = [
  'problem',
  'user A',
  'submission A',
  'share of A found in B',
  'user B',
  'submission B',
  'share of B found in A',
  'score',
  'status',
  'note',
];

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a cell a spreadsheet would run as
 * a formula (=, +, -, @ first) gets a leading apostrophe, since usernames and notes are typed by users.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The report's pairs as CSV (RFC 4180 line ends, a byte-order mark so spreadsheets read UTF-8). */
export function reportCsv(pairs: SimilarityPairRow[]): string {
  const rows = pairs.map((pair) => [
    pair.problem,
    pair.left.username,
    pair.left.submissionId,
    percent(pair.left.similarity),
    pair.right.username,
    pair.right.submissionId,
    percent(pair.right.similarity),
    percent(pair.score),
    pair.status,
    pair.note,
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
