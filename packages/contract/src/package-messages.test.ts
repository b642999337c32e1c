import { describe, expect, it } from 'vitest';
import {
  PACKAGE_MESSAGES,
  joinAlternatives,
  packageMessage,
  readPackageMessage,
  rejoinAlternatives,
  type PackageMessageCode,
} from './package-messages.ts';

/** Parameters with parentheses, dots and slashes, as the judge fills them (paths, 1.5; spaces: the test below). */
const sample = (code: PackageMessageCode) =>
  Object.fromEntries(
    [...PACKAGE_MESSAGES[code].matchAll(/\{\{(\w+)\}\}/g)].map(([, name], at) => [
      name,
      `${name}(x.${at})/y`,
    ]),
  );

describe("the package check's message catalogue", () => {
  it.each(Object.keys(PACKAGE_MESSAGES) as PackageMessageCode[])(
    '%s reads back as its code and parameters',
    (code) => {
      const params = sample(code);
      expect(readPackageMessage(packageMessage(code, params))).toEqual({ code, params });
    },
  );

  it("reads the judge's sentences as stored reports hold them, and leaves an unknown one alone", () => {
    expect(readPackageMessage('derived: slowest accepted run 120 ms x 5 -> 1 s')).toEqual({
      code: 'timeLimitFromAccepted',
      params: { ms: '120', factor: '5', seconds: '1' },
    });
    expect(readPackageMessage('RE (expected WA or PE)')).toEqual({
      code: 'verdictNotExpected',
      params: { verdict: 'RE', expected: 'WA or PE' },
    });
    expect(readPackageMessage('something the judge said once')).toBeUndefined();
  });

  it('gives alternatives back so that a reader joins them in its own words, other parameters untouched', () => {
    const said = packageMessage('verdictNotExpected', {
      verdict: 'RE',
      expected: joinAlternatives(['WA', 'PE']),
    });
    const read = readPackageMessage(said)!;
    expect(rejoinAlternatives(read.code, read.params, ' 或 ')).toEqual({
      verdict: 'RE',
      expected: 'WA 或 PE',
    });
    const rule = readPackageMessage(
      packageMessage('ruleRequired', { rule: 'wrong or slow', required: joinAlternatives(['WA', 'TLE']) }),
    )!;
    expect(rejoinAlternatives(rule.code, rule.params, '/')).toEqual({
      rule: 'wrong or slow',
      required: 'WA/TLE',
    });
    const score = readPackageMessage('a: score 1 (expected 2 or 3)')!;
    expect(rejoinAlternatives(score.code, score.params, '/')).toEqual(score.params);
  });
});
