// The judge's reasons in a package check's report (`npm run judge -- check`, the site's package import): each a
// code and its English sentence with {{named}} parameters, as the judge writes it. Reports are stored as the judge's
// text, so a report read later (or one stored before this catalogue) is translated by reading its sentences back
// into code and parameters; a sentence the catalogue does not know is shown as it is.

export const PACKAGE_MESSAGES = {
  timeLimitGiven: 'given by the package',
  timeLimitFromAccepted: 'derived: slowest accepted run {{ms}} ms x {{factor}} -> {{seconds}} s',
  timeLimitFromNoTimeout:
    'derived: slowest run that may not time out {{ms}} ms x {{factor}} -> {{seconds}} s',
  gradingByIni: "DOMjudge's reading of testdata.yaml (the package has a domjudge-problem.ini)",
  gradingByExpectedScore:
    "DOMjudge's reading of testdata.yaml (its submissions carry @EXPECTED_SCORE@, which only DOMjudge reads)",
  gradingByFormat: "problemtools' reading of testdata.yaml (the format's reference tool)",
  noSecretData: 'no data/secret: judged on data/sample alone',
  unknownFolder: 'submissions/{{folder}} is not a folder DOMjudge or problemtools knows: listed, not refused',
  folderNotKnown: 'submissions/{{folder}} is not a folder DOMjudge or problemtools knows',
  listedOnly: 'nothing to compare: listed only',
  languageNotRun: '{{language}} is not run by this judge (no toolchain): {{path}}',
  severalAnnotations:
    'more than one @EXPECTED_RESULTS@/@EXPECTED_SCORE@ annotation: DOMjudge refuses such a submission, so nothing is compared',
  annotationUnknownResults: '@EXPECTED_RESULTS@ names what no judge gives ({{names}}): nothing is compared',
  annotationDisagrees: '@EXPECTED_RESULTS@ {{names}} disagrees with its folder: the annotation wins',
  polygonUnknownTag: '{{path}}: unknown solution tag "{{tag}}": not run',
  polygonSolutionMissing: '{{path}}: named in problem.xml but not in the package: not run',
  ruleNotPermitted: '{{rule}}: {{case}} got {{verdict}} (permitted {{permitted}})',
  ruleRequired: '{{rule}}: no case got {{required}}',
  ruleMessage: '{{rule}}: no judge message holds "{{message}}"',
  ruleNoTimeout:
    '{{rule}}: no time-out under {{ms}} ms (the limit x {{margin}}), so the time limit is too close to this submission',
  // Before the verdict's sentence, which would read these too.
  ruleScore: '{{rule}}: score {{score}} (expected {{expected}})',
  scoreNotExpected: 'score {{score}} (expected {{expected}}, @EXPECTED_SCORE@)',
  verdictNotExpected: '{{verdict}} (expected {{expected}})',
  scoreOutsideRange: '{{group}}: score {{score}} outside its range {{low}} {{high}}',
} as const;

export type PackageMessageCode = keyof typeof PACKAGE_MESSAGES;
export type PackageMessageParams = Record<string, string>;

/** The word between the verdicts of a parameter that names alternatives ("WA or PE"): English, as the judge writes
 * its sentences; a reader in another language splits the parameter on it and joins with its own word. */
const ALTERNATIVES_JOINER = ' or ';

/** The parameters that name alternatives, by message. */
const ALTERNATIVES_PARAMS: Partial<Record<PackageMessageCode, readonly string[]>> = {
  verdictNotExpected: ['expected'],
  ruleRequired: ['required'],
};

/** Alternatives as the judge writes them in a sentence: "WA or PE". */
export const joinAlternatives = (items: readonly string[]) => items.join(ALTERNATIVES_JOINER);

/** A message's parameters with each list of alternatives joined by `joiner` instead of the judge's " or ". */
export function rejoinAlternatives(
  code: PackageMessageCode,
  params: PackageMessageParams,
  joiner: string,
): PackageMessageParams {
  const names = ALTERNATIVES_PARAMS[code] ?? [];
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      names.includes(name) ? value.split(ALTERNATIVES_JOINER).join(joiner) : value,
    ]),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each sentence as a pattern that gives back its parameters (a parameter is any text, at least one character). */
const READERS = (Object.entries(PACKAGE_MESSAGES) as [PackageMessageCode, string][]).map(
  ([code, sentence]) => {
    const names: string[] = [];
    const pattern = sentence
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { code, names, pattern: new RegExp(`^${pattern}$`, 's') };
  },
);

/** The judge's sentence for a code, filled with its parameters. */
export function packageMessage(code: PackageMessageCode, params: PackageMessageParams = {}): string {
  return PACKAGE_MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A sentence of the report read back as its code and parameters, or undefined when the catalogue lacks it. */
export function readPackageMessage(
  text: string,
): { code: PackageMessageCode; params: PackageMessageParams } | undefined {
  for (const { code, names, pattern } of READERS) {
    const match = pattern.exec(text);
    if (match) return { code, params: Object.fromEntries(names.map((name, at) => [name, match[at + 1]])) };
  }
  return undefined;
}
