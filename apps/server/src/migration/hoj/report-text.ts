import type { MigrationReport } from './migrate.ts';

/** The table a person reads at the end: per HOJ table, rows read, written, skipped and noted. */
export function reportTable(report: MigrationReport): string {
  const header = ['table', 'read', report.dryRun ? 'would write' : 'written', 'skipped', 'notes'];
  const rows = report.tables.map((t) =>
    t.present
      ? [
          t.table,
          String(t.read),
          String(report.dryRun ? t.read - t.skipped : t.written),
          String(t.skipped),
          String(t.noted),
        ]
      : [t.table, '-', '-', '-', 'not in this HOJ'],
  );
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** Every skipped row with its reason, then every note: the file the admin reads after the run. */
export function reportFile(report: MigrationReport): string {
  const lines = [
    `HOJ migration ${report.dryRun ? '(dry run) ' : ''}report`,
    '',
    reportTable(report),
    '',
    `Skipped rows (${report.skips.length}): not carried over, with why`,
    ...report.skips.map((skip) => `${skip.table}\t${skip.key}\t${skip.text}`),
    '',
    `Notes (${report.notes.length}): carried over, with something to know`,
    ...report.notes.map((note) => `${note.table}\t${note.key}\t${note.text}`),
  ];
  return lines.join('\n') + '\n';
}
