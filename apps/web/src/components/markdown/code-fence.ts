/** A fence longer than any run of backticks inside the code, so the code can never close it early. */
export function codeFence(code: string, language: string) {
  const longestRun = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}
