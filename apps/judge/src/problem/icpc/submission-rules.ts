// What a 2023-07 package expects of its own submissions, case by case (`submissions/submissions.yaml` and the
// default directories): every case's verdict in `permitted`, at least one in `required`, a `message` in some
// case's judge message, a `score`. Rules may apply to a subset of the cases, named by test-group globs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { joinAlternatives, packageMessage } from '@judge/contract';
import { invalid, refuse } from './unsupported.ts';

export const CASE_VERDICTS = ['AC', 'WA', 'TLE', 'RTE'] as const;
export type CaseVerdict = (typeof CASE_VERDICTS)[number];

export interface SubmissionRule {
  /** The submissions.yaml key (or default directory) it came from, for the report. */
  from: string;
  /** A test-case glob relative to data/ (absent: every case). */
  cases?: string;
  /** `cases` compiled once when the rules are read. */
  casesMatcher?: RegExp;
  permitted?: CaseVerdict[];
  required?: CaseVerdict[];
  message?: string;
  /** Whole-submission rules only: an exact score or an inclusive range. */
  score?: number | [number, number];
  /** `false` keeps the submission out of the time limit; `lower` / `upper` opt it in. */
  useForTimeLimit?: false | 'lower' | 'upper';
}

interface RuleEntry {
  glob: string;
  /** `glob` compiled once when the rules are read. */
  matcher: RegExp;
  rules: SubmissionRule[];
}

/** The format's default directories; a submissions.yaml key naming the directory itself replaces their keys. */
const DEFAULT_DIRECTORY_RULES: Record<string, Pick<SubmissionRule, 'permitted' | 'required'>> = {
  accepted: { permitted: ['AC'] },
  rejected: { required: ['RTE', 'TLE', 'WA'] },
  wrong_answer: { permitted: ['AC', 'WA'], required: ['WA'] },
  time_limit_exceeded: { permitted: ['AC', 'TLE'], required: ['TLE'] },
  run_time_error: { permitted: ['AC', 'RTE'], required: ['RTE'] },
  brute_force: { permitted: ['AC', 'RTE', 'TLE'], required: ['RTE', 'TLE'] },
};

const RULE_KEYS = ['permitted', 'required', 'message', 'score', 'use_for_time_limit'];
const SUBMISSION_KEYS = [...RULE_KEYS, 'language', 'entrypoint', 'author', 'authors', 'model_solution'];

/** A glob of the format's kind: `*` within one path part, `{a,b}` alternatives; `**` and `[...]` are not part of it. */
export function globToRegExp(glob: string, where: string): RegExp {
  if (glob.includes('**') || /[[\]]/.test(glob))
    refuse('submissions.yaml glob', `${where}: "${glob}" uses ** or [...], which the format does not allow`);
  let pattern = '';
  let depth = 0;
  for (const char of glob) {
    if (char === '*') pattern += '[^/]*';
    else if (char === '{') {
      depth++;
      pattern += '(?:';
    } else if (char === '}' && depth > 0) {
      depth--;
      pattern += ')';
    } else if (char === ',' && depth > 0) pattern += '|';
    else pattern += char.replace(/[.+?^$()|\\]/g, '\\$&');
  }
  if (depth !== 0) invalid(`${where}: "${glob}" has an unclosed {`);
  return new RegExp(`^${pattern}$`);
}

/** A path is matched when it or one of its parent folders is (the format's rule for submissions and cases). */
export function globMatches(regExp: RegExp, path: string): boolean {
  const parts = path.split('/');
  return parts.some((_, index) => regExp.test(parts.slice(0, index + 1).join('/')));
}

function verdictList(value: unknown, where: string): CaseVerdict[] {
  if (!Array.isArray(value) || value.length === 0 || value.some((v) => !CASE_VERDICTS.includes(v)))
    invalid(`${where} must be a non-empty list of ${CASE_VERDICTS.join(', ')}`);
  return value as CaseVerdict[];
}

function readRule(raw: Record<string, unknown>, from: string, cases?: string): SubmissionRule {
  const where = `submissions.yaml ${from}${cases ? ` ${cases}` : ''}`;
  const rule: SubmissionRule = { from, cases };
  if (cases) rule.casesMatcher = globToRegExp(cases, `submissions.yaml ${from}`);
  if (raw.permitted !== undefined) rule.permitted = verdictList(raw.permitted, `${where}: permitted`);
  if (raw.required !== undefined) rule.required = verdictList(raw.required, `${where}: required`);
  if (raw.message !== undefined) {
    if (typeof raw.message !== 'string') invalid(`${where}: message must be a string`);
    rule.message = raw.message;
  }
  if (raw.score !== undefined) {
    if (cases)
      refuse(
        'submissions.yaml score of a test group',
        `${where}: only the whole submission's score is checked`,
      );
    const score = raw.score;
    if (typeof score === 'number') rule.score = score;
    else if (Array.isArray(score) && score.length === 2 && score.every((v) => typeof v === 'number'))
      rule.score = [score[0] as number, score[1] as number];
    else invalid(`${where}: score must be a number or a list of two numbers`);
  }
  const use = raw.use_for_time_limit;
  if (use !== undefined) {
    if (use !== false && use !== 'lower' && use !== 'upper')
      invalid(`${where}: use_for_time_limit must be false, lower or upper`);
    rule.useForTimeLimit = use;
    // The format: `lower` is a permitted: [AC, WA, RTE] constraint, `upper` a required: [TLE] one.
    if (use === 'lower') rule.permitted ??= ['AC', 'WA', 'RTE'];
    if (use === 'upper') rule.required ??= ['TLE'];
  }
  return rule;
}

/** The package's submission rules: the default directories (as submissions.yaml may replace them) and its globs. */
export function readSubmissionRules(dir: string): RuleEntry[] {
  const path = join(dir, 'submissions', 'submissions.yaml');
  const parsed: unknown = existsSync(path) ? parseYaml(readFileSync(path, 'utf8')) : {};
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    invalid('submissions/submissions.yaml must be a map of submission globs');
  const yaml = (parsed ?? {}) as Record<string, Record<string, unknown>>;
  const entries: RuleEntry[] = Object.entries(DEFAULT_DIRECTORY_RULES).map(([folder, rule]) => ({
    glob: folder,
    matcher: globToRegExp(folder, 'submissions.yaml'),
    rules: [{ from: folder, ...rule, ...(yaml[folder] ? readRule(yaml[folder], folder) : {}) }],
  }));
  for (const [glob, raw] of Object.entries(yaml)) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      invalid(`submissions.yaml ${glob}: must be a map`);
    const rules: SubmissionRule[] = [];
    if (!(glob in DEFAULT_DIRECTORY_RULES)) rules.push(readRule(raw, glob));
    for (const [key, value] of Object.entries(raw)) {
      if (SUBMISSION_KEYS.includes(key)) continue;
      if (!/^(sample|secret|\*)/.test(key)) invalid(`submissions.yaml ${glob}: unknown key "${key}"`);
      if (value === null || typeof value !== 'object')
        invalid(`submissions.yaml ${glob} ${key}: must be a map`);
      for (const inner of Object.keys(value))
        if (!RULE_KEYS.includes(inner)) invalid(`submissions.yaml ${glob} ${key}: unknown key "${inner}"`);
      rules.push(readRule(value as Record<string, unknown>, glob, key));
    }
    entries.push({ glob, matcher: globToRegExp(glob, 'submissions.yaml'), rules });
  }
  return entries;
}

/** The rules one submission (its path relative to submissions/) must satisfy. */
export function rulesFor(entries: RuleEntry[], submission: string): SubmissionRule[] {
  return entries.filter((entry) => globMatches(entry.matcher, submission)).flatMap((entry) => entry.rules);
}

export interface CaseOutcome {
  /** Relative to data/, without `.in`. */
  name: string;
  /** Absent: the case was not run (judging stopped before it). */
  verdict?: CaseVerdict;
  timeMs: number;
  message?: string;
}

export function casesOf(rule: SubmissionRule, cases: CaseOutcome[]): CaseOutcome[] {
  if (!rule.cases) return cases;
  // Rules read from a package carry their compiled glob; a rule written by hand is compiled here.
  const matcher = rule.casesMatcher ?? globToRegExp(rule.cases, `submissions.yaml ${rule.from}`);
  return cases.filter((testCase) => globMatches(matcher, testCase.name));
}

/** What a submission's cases break of its rules, one line each (empty: all hold). */
export function unmetRules(rules: SubmissionRule[], cases: CaseOutcome[], score: number): string[] {
  const unmet: string[] = [];
  for (const rule of rules) {
    const scope = casesOf(rule, cases);
    const label = `${rule.from}${rule.cases ? ` ${rule.cases}` : ''}`;
    const outside = scope.filter((c) => c.verdict && rule.permitted && !rule.permitted.includes(c.verdict));
    if (outside.length > 0)
      unmet.push(
        packageMessage('ruleNotPermitted', {
          rule: label,
          case: outside[0].name,
          verdict: outside[0].verdict!,
          permitted: rule.permitted!.join(', '),
        }),
      );
    if (rule.required && !scope.some((c) => c.verdict && rule.required!.includes(c.verdict)))
      unmet.push(packageMessage('ruleRequired', { rule: label, required: joinAlternatives(rule.required) }));
    if (rule.message !== undefined && !scope.some((c) => c.message?.includes(rule.message!)))
      unmet.push(packageMessage('ruleMessage', { rule: label, message: rule.message }));
    if (rule.score !== undefined && !scoreMatches(score, rule.score))
      unmet.push(
        packageMessage('ruleScore', {
          rule: label,
          score: String(score),
          expected: JSON.stringify(rule.score),
        }),
      );
  }
  return unmet;
}

export function scoreMatches(score: number, wanted: number | [number, number]): boolean {
  if (typeof wanted === 'number') return Math.abs(score - wanted) < 1e-6;
  return score >= wanted[0] - 1e-6 && score <= wanted[1] + 1e-6;
}

/** Whether a rule bounds the time limit from below (may not TLE) or above (must TLE), as the format infers it. */
export function timeLimitUse(rule: SubmissionRule): 'lower' | 'upper' | undefined {
  if (rule.useForTimeLimit === false) return undefined;
  if (rule.useForTimeLimit) return rule.useForTimeLimit;
  if (rule.required?.length === 1 && rule.required[0] === 'TLE') return 'upper';
  if (rule.permitted && !rule.permitted.includes('TLE')) return 'lower';
  return undefined;
}
