// The judge's package check (`npm run judge -- check`, PackageCheck) as the import report the site answers and
// keeps: the same rows, outcomes and tally, in the contract's shape (plain data, no judge result objects).
import { abbreviation, outcomeOf, type PackageCheck, type SubmissionCheck } from '@judge/judge';
import type { IcpcImportReport, PackageCheckOutcome } from '@judge/contract';

type ReportLine = IcpcImportReport['submissions'][number];

/** Each test data group's verdict and score, as the CLI's groups line shows them (an ICPC root left out). */
function groupsOf(check: SubmissionCheck): ReportLine['groups'] {
  const groups = (check.result?.groups ?? [])
    .filter((group) => group.name !== 'data')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((group) => ({ name: group.name, verdict: abbreviation(group.status), score: group.score }));
  return groups.length > 0 ? groups : undefined;
}

export function reportLine(check: SubmissionCheck, scoring: boolean): ReportLine {
  const { result } = check;
  const siteVerdict = result ? abbreviation(result.status) : undefined;
  const error =
    result?.errorMessage && (check.verdict === 'CE' || check.verdict === 'SE') && !check.ok
      ? result.errorMessage.split('\n')[0].slice(0, 160)
      : undefined;
  return {
    path: check.path,
    expected: check.expected,
    verdict: check.verdict,
    ...(siteVerdict && siteVerdict !== check.verdict ? { siteVerdict } : {}),
    score: check.score,
    ok: check.ok,
    unmet: check.unmet,
    outcome: outcomeOf(check),
    ...(check.expectedScore !== undefined ? { expectedScore: check.expectedScore } : {}),
    ...(check.manual ? { manual: true } : {}),
    notes: check.notes,
    ...(check.notJudged ? { notJudged: check.notJudged } : {}),
    ...(result ? { timeMs: result.timeMs } : {}),
    ...(scoring && groupsOf(check) ? { groups: groupsOf(check) } : {}),
    ...(error ? { error } : {}),
  };
}

/** The check with the package's temporary folder left out of its lines (paths relative to the package). */
function relativeLines(check: PackageCheck, root: string): PackageCheck {
  const clean = (text: string) => text.replaceAll(`${root}/`, '');
  return {
    ...check,
    warnings: check.warnings.map(clean),
    submissions: check.submissions.map((line) => ({
      ...line,
      unmet: line.unmet.map(clean),
      notes: line.notes.map(clean),
      ...(line.notJudged ? { notJudged: clean(line.notJudged) } : {}),
      ...(line.result?.errorMessage
        ? { result: { ...line.result, errorMessage: clean(line.result.errorMessage) } }
        : {}),
    })),
  };
}

export function importReport(
  unchecked: PackageCheck,
  root: string,
  about: Pick<IcpcImportReport, 'problemId' | 'title' | 'format' | 'statementLanguage' | 'madeTests'> & {
    scoring: boolean;
    timeLimitSource: string;
  },
): IcpcImportReport {
  const { scoring } = about;
  const check = relativeLines(unchecked, root);
  const submissions = check.submissions.map((line) => reportLine(line, scoring));
  const tally = Object.fromEntries(
    (['ok', 'DIFFERS', 'manual', 'listed', 'skipped'] as const).map((outcome) => [
      outcome,
      submissions.filter((line) => line.outcome === outcome).length,
    ]),
  ) as Record<PackageCheckOutcome, number>;
  return {
    ...about,
    timeLimitMs: check.timeLimitMs,
    ...(check.grading ? { grading: check.grading } : {}),
    warnings: check.warnings,
    submissions,
    mismatches: tally.DIFFERS,
    tally,
  };
}
