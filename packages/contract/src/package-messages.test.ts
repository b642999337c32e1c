import { describe, expect, it } from 'vitest';
import {
  PACKAGE_MESSAGES,
  packageMessage,
  readPackageMessage,
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
});
