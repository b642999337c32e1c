// `judge check` as a problem setter reads it: one row per submission (expected and obtained verdict and score,
// the outcome), the lines that explain a difference under it, and a tally. Pure: the CLI prints the lines.
import { abbreviation, type PackageCheck, type SubmissionCheck } from './check-package.ts';

/** How one submission compares with what its package expects. */
export type CheckOutcome = 'ok' | 'DIFFERS' | 'manual' | 'listed' | 'skipped';

export function outcomeOf(check: SubmissionCheck): CheckOutcome {
  if (check.notJudged) return 'skipped';
  if (check.manual) return 'manual';
  if (!check.ok) return 'DIFFERS';
  return check.expected.length === 0 && check.expectedScore === undefined ? 'listed' : 'ok';
}

const showScore = (score: number | [number, number] | undefined) =>
  score === undefined ? '-' : typeof score === 'number' ? String(score) : `${score[0]}..${score[1]}`;

export interface Columns {
  path: number;
  scoring: boolean;
}

/** The header row, sized to the package's submission paths. */
export function headerLine(columns: Columns): string {
  return row(columns, ['outcome', 'submission', 'expected', 'got', 'exp. score', 'score', 'time']);
}

function row(columns: Columns, cells: string[]): string {
  const [outcome, path, expected, got, expectedScore, score, time] = cells;
  const scoreCells = columns.scoring ? [expectedScore.padStart(10), score.padStart(10)] : [];
  return [
    outcome.padEnd(8),
    path.padEnd(columns.path),
    expected.padEnd(12),
    got.padEnd(4),
    ...scoreCells,
    time.padStart(8),
  ]
    .join('  ')
    .trimEnd();
}

/** The submission's row and, indented under it, why it differs and what the package's expectation notes. */
export function checkLines(check: SubmissionCheck, columns: Columns): string[] {
  const expected = check.manual
    ? 'by a person'
    : check.expected.length === 0
      ? '-'
      : check.expected.join('|');
  const lines = [
    row(columns, [
      outcomeOf(check),
      check.path,
      expected,
      check.verdict,
      showScore(check.expectedScore),
      showScore(check.score),
      check.result ? `${check.result.timeMs} ms` : '-',
    ]),
  ];
  const indent = ' '.repeat(10);
  if (check.notJudged) lines.push(`${indent}not judged: ${check.notJudged}`);
  const groups = groupsLine(check);
  if (columns.scoring && groups) lines.push(`${indent}${groups}`);
  for (const line of check.unmet) lines.push(`${indent}${line}`);
  for (const note of check.notes) lines.push(`${indent}note: ${note}`);
  if (check.result?.errorMessage && (check.verdict === 'CE' || check.verdict === 'SE') && !check.ok)
    lines.push(`${indent}${check.result.errorMessage.split('\n')[0].slice(0, 160)}`);
  return lines;
}

/** Each test data group's verdict and score, as problemtools' table shows them (the root left out). */
function groupsLine(check: SubmissionCheck): string | undefined {
  const groups = (check.result?.groups ?? [])
    .filter((group) => group.name !== 'data')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (groups.length === 0) return undefined;
  const shown = groups
    .slice(0, 16)
    .map((group) => `${group.name} ${abbreviation(group.status)} ${group.score}`);
  return `groups: ${shown.join(', ')}${groups.length > 16 ? `, ... (${groups.length - 16} more)` : ''}`;
}

/** The tally under the table. */
export function summaryLines(report: PackageCheck): string[] {
  const count = (outcome: CheckOutcome) =>
    report.submissions.filter((check) => outcomeOf(check) === outcome).length;
  const lines = [
    `time limit: ${report.timeLimitMs / 1000} s (${report.timeLimitSource})`,
    ...(report.grading ? [`grading: ${report.grading}`] : []),
    ...report.warnings.map((warning) => `warning: ${warning}`),
    `${report.submissions.length} submissions: ${count('ok')} as expected, ${count('DIFFERS')} differ, ${count('manual')} left to a person, ${count('listed')} with nothing to compare, ${count('skipped')} not judged here`,
  ];
  return lines;
}
