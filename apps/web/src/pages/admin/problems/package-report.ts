import type { TFunction } from 'i18next';
import {
  readPackageMessage,
  rejoinAlternatives,
  type IcpcImportReport,
  type PackageCheckOutcome,
} from '@judge/contract';

type ReportLine = IcpcImportReport['submissions'][number];

/** One row of the package check table, as `npm run judge -- check` prints it. */
export interface PackageReportRow {
  key: string;
  outcome: PackageCheckOutcome;
  path: string;
  expected: string;
  got: string;
  /** Scoring problems only: the score, and what the package expects of it. */
  score?: string;
  expectedScore?: string;
  time: string;
  /** The lines under the row: why it was not judged, its groups, what it broke, the package's notes. */
  details: string[];
}

const OUTCOME_COLORS: Record<PackageCheckOutcome, string> = {
  ok: 'success',
  DIFFERS: 'error',
  manual: 'processing',
  listed: 'default',
  skipped: 'warning',
};
export const outcomeColor = (outcome: PackageCheckOutcome) => OUTCOME_COLORS[outcome];

const showScore = (score: number | [number, number]) =>
  typeof score === 'number' ? String(score) : `${score[0]}..${score[1]}`;

/** One of the judge's sentences in the page's language: read back into its catalogue code, else as it is. */
export function judgeSaid(text: string, t: TFunction): string {
  const read = readPackageMessage(text);
  if (!read) return text;
  const params = rejoinAlternatives(read.code, read.params, t('adminProblem.packageReport.or'));
  return t(`adminProblem.packageReport.messages.${read.code}`, { ...params, defaultValue: text });
}

/** The first line of a compile or system error: the compiler's (or the judge's) own words, in a sentence of the
 * page's language that says which of the two it was. */
function errorLine(line: ReportLine, t: TFunction): string[] {
  if (!line.error) return [];
  const key = line.verdict === 'SE' ? 'systemError' : 'compileError';
  return [t(`adminProblem.packageReport.${key}`, { message: line.error })];
}

/** The outcome of a line of a report stored before outcomes were (then only ok or not). */
function outcomeOf(line: ReportLine): PackageCheckOutcome {
  if (line.outcome) return line.outcome;
  return line.ok ? 'ok' : 'DIFFERS';
}

export function packageReportRows(report: IcpcImportReport, t: TFunction): PackageReportRow[] {
  const scoring = report.scoring ?? report.submissions.some((line) => line.expectedScore !== undefined);
  return report.submissions.map((line) => {
    const details = [
      ...(line.notJudged
        ? [t('adminProblem.packageReport.notJudged', { reason: judgeSaid(line.notJudged, t) })]
        : []),
      ...(line.groups?.length
        ? [
            t('adminProblem.packageReport.groups', {
              groups: line.groups.map((group) => `${group.name} ${group.verdict} ${group.score}`).join(', '),
            }),
          ]
        : []),
      ...(line.unmet ?? []).map((unmet) => judgeSaid(unmet, t)),
      ...errorLine(line, t),
      ...(line.notes ?? []).map((note) => t('adminProblem.packageReport.note', { note: judgeSaid(note, t) })),
    ];
    return {
      key: line.path,
      outcome: outcomeOf(line),
      path: line.path,
      expected: line.manual
        ? t('adminProblem.packageReport.byPerson')
        : line.expected.length > 0
          ? line.expected.join(' | ')
          : t('adminProblem.packageReport.nothing'),
      got: line.siteVerdict
        ? `${line.verdict} (${t('adminProblem.packageReport.siteVerdict', { verdict: line.siteVerdict })})`
        : line.verdict,
      ...(scoring
        ? {
            score: line.notJudged ? '-' : String(line.score),
            expectedScore:
              line.expectedScore === undefined
                ? undefined
                : t('adminProblem.packageReport.expectedScore', { score: showScore(line.expectedScore) }),
          }
        : {}),
      time: line.timeMs === undefined ? '-' : `${line.timeMs} ms`,
      details,
    };
  });
}

/** The lines above the table: the time limit and how it was found, the grading, warnings, the tally. */
export function packageReportSummary(report: IcpcImportReport, t: TFunction): string[] {
  const count = (outcome: PackageCheckOutcome) =>
    report.tally?.[outcome] ?? report.submissions.filter((line) => outcomeOf(line) === outcome).length;
  return [
    t('adminProblem.packageReport.timeLimit', {
      seconds: report.timeLimitMs / 1000,
      source: judgeSaid(report.timeLimitSource, t),
    }),
    ...(report.grading
      ? [t('adminProblem.packageReport.grading', { grading: judgeSaid(report.grading, t) })]
      : []),
    ...(report.statementLanguage
      ? [
          t('adminProblem.packageReport.statement', {
            // Polygon's language names; another one is shown as the package writes it.
            language: t(`adminProblem.packageReport.languages.${report.statementLanguage}`, {
              defaultValue: report.statementLanguage,
            }),
          }),
        ]
      : []),
    ...(report.madeTests ? [t('adminProblem.packageReport.madeTests', { count: report.madeTests })] : []),
    ...(report.warnings ?? []).map((warning) =>
      t('adminProblem.packageReport.warning', { warning: judgeSaid(warning, t) }),
    ),
    t('adminProblem.packageReport.tally', {
      total: report.submissions.length,
      ok: count('ok'),
      DIFFERS: count('DIFFERS'),
      manual: count('manual'),
      listed: count('listed'),
      skipped: count('skipped'),
    }),
  ];
}
