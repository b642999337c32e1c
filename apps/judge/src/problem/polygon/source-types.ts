// Polygon's source types (`cpp.g++17`, `java11`, `python.3`, ...) as this judge's languages. Codeforces compiles
// C and C++ with -O2, so those map to the "With O2" entries; the C++ standard is the type's own (`g++17`,
// `gcc13-64-winlibs-g++20`, `clang++17-diagnose`). A type this judge cannot run gives no language, and the
// package's file is then read by its extension like any other submission.

interface SourceTypeRule {
  matches: (type: string) => boolean;
  language: (type: string) => string;
}

/** The C++ standard a type names (`++17`, `++20`, `++23`), or C++ 17 when it names none. */
function cppLanguage(type: string): string {
  const standard = Number(/\+\+(\d\d)/.exec(type)?.[1] ?? '17');
  if (standard >= 20) return 'C++ 20 With O2';
  if (standard >= 17) return 'C++ 17 With O2';
  return 'C++ With O2';
}

const fixed = (prefix: string | RegExp, language: string): SourceTypeRule => ({
  matches: (type) => (typeof prefix === 'string' ? type.startsWith(prefix) : prefix.test(type)),
  language: () => language,
});

const rules: SourceTypeRule[] = [
  { matches: (type) => type.startsWith('cpp.'), language: cppLanguage },
  fixed('c.', 'C With O2'),
  fixed(/^java\d*/, 'Java'),
  fixed('kotlin', 'Kotlin'),
  fixed('python.pypy3', 'PyPy3'),
  fixed(/^python\.3/, 'Python3'),
  fixed(/^(pascal|delphi)/, 'Pascal'),
  fixed('csharp', 'C#'),
  fixed(/^go\b/, 'Golang'),
  fixed('rust', 'Rust'),
  fixed('ruby', 'Ruby'),
  fixed('php', 'PHP'),
  fixed('perl', 'Perl'),
  fixed('haskell', 'Haskell'),
  fixed('ocaml', 'OCaml'),
  fixed('scala', 'Scala'),
  fixed(/^d\b/, 'D'),
  fixed(/^(js|javascript|node)/, 'JavaScript Node'),
];

/** Our language for a Polygon source type, or undefined (unknown, Python 2, or no type given). */
export function languageOfSourceType(type: string): string | undefined {
  const normalised = type.trim().toLowerCase();
  if (normalised === '') return undefined;
  return rules.find((rule) => rule.matches(normalised))?.language(normalised);
}
