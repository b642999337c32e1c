import type { TFunction } from 'i18next';
import type { IcpcImportReport } from '@judge/contract';

/** What the list page shows after an import; an ICPC import with mismatches is a warning listing them. */
export type ImportOutcome =
  | { kind: 'success'; text: string; detail?: string; report?: IcpcImportReport }
  | { kind: 'warning'; text: string; detail: string; report?: IcpcImportReport }
  | { kind: 'error'; text: string; detail?: string };

/**
 * A package import's report in one line, and every submission whose verdict differs from its folder's (or its
 * Polygon tag's); the report itself goes with it, for the table (PackageReport).
 */
export function icpcOutcome(report: IcpcImportReport, t: TFunction): ImportOutcome {
  const text = t(report.format === 'polygon' ? 'adminProblem.polygonImported' : 'adminProblem.icpcImported', {
    id: report.problemId,
    judged: report.submissions.length,
    mismatches: report.mismatches,
    timeLimit: report.timeLimitMs / 1000,
  });
  if (report.mismatches === 0) return { kind: 'success', text, report };
  const detail = report.submissions
    .filter((line) => !line.ok)
    .map((line) =>
      // A 2023-07 package's rules broken case by case: the judge's lines name the package's own rules verbatim.
      line.unmet?.length && line.expected.includes(line.verdict)
        ? t('adminProblem.icpcRulesBroken', {
            path: line.path,
            verdict: line.verdict,
            rules: line.unmet.join('; '),
          })
        : t('adminProblem.icpcMismatch', {
            path: line.path,
            verdict: line.verdict,
            expected: line.expected.join('/'),
          }),
    )
    .join('\n');
  return { kind: 'warning', text, detail, report };
}
