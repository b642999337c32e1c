import { problemSaveBody, type JudgeProfile, type ProblemSaveBody } from '@judge/contract';
import { languageTable } from '@judge/judge';
import TurndownService from 'turndown';
import { invalidField } from '../../../../errors.ts';

/** One problem read from an upload: the same save body the admin form sends, and its case files. */
export interface ImportedProblem {
  body: ProblemSaveBody;
  /** Case files by the names the body's samples use (`1.in`, `1.out`, …). */
  files: Map<string, Buffer>;
  /** How error messages name the problem: `3/problem.json`, `item 2 (A+B)`. */
  label: string;
  /**
   * What the form has no field for (judge_profile): how to run the special judge when it follows the
   * convention of the judge the problem came from (QDUOJ's, Hydro's HUSTOJ/Lemon/SYZOJ checkers), not ours.
   */
  profile?: JudgeProfile;
}

/** A special judge run by another judge's convention (apps/judge/src/checkers/checker-dialects.ts). */
export const dialectChecker = (
  kind: 'testlib' | 'hustoj' | 'qduoj' | 'lemon' | 'syzoj',
  source: string,
  language: string,
): JudgeProfile => ({ checker: { kind, source, language, args: [] } });

/**
 * An import format: a pure reader from the uploaded file to problems. Formats whose problems carry
 * no id (FPS) set `generatesIds`; their readers number them `<idPrefix>1…n` and the import gives
 * them the next free ids with that prefix.
 */
export interface ProblemImportFormat {
  name: string;
  /** File extensions the upload call accepts. */
  extensions: readonly string[];
  generatesIds?: { idPrefix: string };
  /** `fileName` is the upload's name, for refusals about the file as a whole. */
  read(content: Buffer, fileName: string): ImportedProblem[];
}

/** Validates a candidate body with the form's schema; the message names the problem and the field. */
export function toSaveBody(label: string, candidate: unknown): ProblemSaveBody {
  const parsed = problemSaveBody.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidField('file', `${label}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/** Windows line endings become Unix ones, as the reference judges do on import. */
export const toUnixLines = (text: string) => text.replace(/\r\n?/g, '\n');

/** Examples in the stored form the problem page parses: `<input>…</input><output>…</output>` pairs. */
export const examplesOf = (samples: { input: string; output: string }[]) =>
  samples
    .map((s) => `<input>${toUnixLines(s.input)}</input><output>${toUnixLines(s.output)}</output>`)
    .join('');

/** Every language of the judge: imported problems may be solved in any of them. */
export const ALL_LANGUAGES = languageTable.map((language) => language.name);

/** Names other systems use that are neither our names nor the judge table's aliases. */
const FOREIGN_LANGUAGE_NAMES: Record<string, string> = {
  python: 'Python3',
  python3: 'Python3',
  javascript: 'JavaScript Node',
  go: 'Golang',
  golang: 'Golang',
  'c#': 'C#',
};

/**
 * Our language for a name another system writes (QDUOJ: C, C++, Java, Python3, Golang,
 * JavaScript; FPS: C, C++, Java, Python, Go, …): the judge table's names and aliases, then a few
 * foreign names. Undefined when we have no such language (Pascal, Python2, …).
 */
export function ourLanguage(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  const language = languageTable.find(
    (l) => l.name.toLowerCase() === wanted || l.aliases.some((alias) => alias.toLowerCase() === wanted),
  );
  return language?.name ?? FOREIGN_LANGUAGE_NAMES[wanted];
}

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
});
turndown.remove(['script', 'style']);
// A bare <pre> (no <code> inside) is how statements show sample data: keep it a code block.
turndown.addRule('bare-pre', {
  filter: (node) => node.nodeName === 'PRE' && node.firstElementChild?.nodeName !== 'CODE',
  replacement: (_content, node) => `\n\n\`\`\`\n${(node.textContent ?? '').replace(/\n$/, '')}\n\`\`\`\n\n`,
});

// TeX between $…$ or $$…$$ (KaTeX renders it) is left unescaped: `$a_i$` must not become `$a\_i$`.
const TEX = /(\$\$[\s\S]+?\$\$|\$[^$\n]+\$)/;
const escapeMarkdown = turndown.escape.bind(turndown);
turndown.escape = (text: string) =>
  text
    .split(TEX)
    .map((part, i) => (i % 2 === 1 ? part : escapeMarkdown(part)))
    .join('');

/**
 * The statement renderer shows Markdown and drops raw HTML, so HTML statements (QDUOJ's html
 * format, every FPS statement) are converted to Markdown. HUSTOJ marks Markdown written inside
 * its HTML editor with `[md]…[/md]`; such parts are kept as they are.
 */
export function htmlToMarkdown(html: string): string {
  const parts = toUnixLines(html).split(/\[md\]([\s\S]*?)\[\/md\]/);
  return parts
    .map((part, i) => (i % 2 === 1 ? part.trim() : part.trim() ? turndown.turndown(part) : ''))
    .filter((part) => part)
    .join('\n\n');
}
