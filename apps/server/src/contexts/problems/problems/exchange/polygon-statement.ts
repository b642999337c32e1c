// A Codeforces Polygon package's statement as the site's Markdown fields: `statement-sections/<language>/*.tex`
// (legend, input, output, notes, interaction, scoring, name, example.NN), else the same sections from
// `statements/<language>/problem-properties.json`. TeX text becomes Markdown (bold, italics, code, lists, quotes,
// dashes); math stays TeX between $...$ or $$...$$, which the site renders.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface PolygonStatement {
  language: string;
  name?: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  /** Polygon's statement examples (example.01 and example.01.a), when the statement has its own. */
  examples: { input: string; output: string }[];
  /** The pictures the statement shows (`\includegraphics`), by the name its Markdown links them with. */
  images: Map<string, Buffer>;
}

/** The order a statement's language is chosen in: the site's two languages first, then Polygon's own. */
export const STATEMENT_LANGUAGES = ['chinese', 'english', 'russian'];

const SECTIONS = ['name', 'legend', 'input', 'output', 'notes', 'interaction', 'scoring'] as const;
type Sections = Partial<Record<(typeof SECTIONS)[number], string>>;

/** The languages the package has a statement in (sections or properties), in the order one is chosen. */
export function statementLanguages(root: string): string[] {
  const found = new Set<string>();
  for (const folder of ['statement-sections', 'statements']) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const language of readdirSync(dir)) {
      const hasSections = folder === 'statement-sections' && existsSync(join(dir, language, 'legend.tex'));
      const hasProperties = existsSync(join(dir, language, 'problem-properties.json'));
      if (hasSections || hasProperties) found.add(language);
    }
  }
  const rank = (language: string) => {
    const at = STATEMENT_LANGUAGES.indexOf(language);
    return at < 0 ? STATEMENT_LANGUAGES.length : at;
  };
  return [...found].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function sectionsOf(root: string, language: string): Sections {
  const dir = join(root, 'statement-sections', language);
  if (existsSync(join(dir, 'legend.tex')))
    return Object.fromEntries(
      SECTIONS.flatMap((section) => {
        const path = join(dir, `${section}.tex`);
        return existsSync(path) ? [[section, readFileSync(path, 'utf8')]] : [];
      }),
    );
  const properties = JSON.parse(
    readFileSync(join(root, 'statements', language, 'problem-properties.json'), 'utf8'),
  ) as Record<string, unknown>;
  return Object.fromEntries(
    SECTIONS.flatMap((section) =>
      typeof properties[section] === 'string' && properties[section] !== ''
        ? [[section, properties[section]]]
        : [],
    ),
  );
}

function examplesOf(root: string, language: string): PolygonStatement['examples'] {
  const dir = join(root, 'statement-sections', language);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^example\.\d+$/.test(name) && existsSync(join(dir, `${name}.a`)))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .map((name) => ({
      input: readFileSync(join(dir, name), 'utf8'),
      output: readFileSync(join(dir, `${name}.a`), 'utf8'),
    }));
}

/** The statement in the first of the package's languages, or undefined when it has none. */
export function readPolygonStatement(root: string): PolygonStatement | undefined {
  const language = statementLanguages(root)[0];
  if (!language) return undefined;
  const sections = sectionsOf(root, language);
  const markdown = (section: keyof Sections) => texToMarkdown(sections[section] ?? '');
  const headed = (section: keyof Sections, title: string) =>
    sections[section]?.trim() ? `\n\n### ${title}\n\n${markdown(section)}` : '';
  const chinese = language === 'chinese';
  return {
    language,
    name: sections.name?.trim() ? plainText(sections.name) : undefined,
    description: (
      markdown('legend') +
      headed('interaction', chinese ? '交互' : 'Interaction') +
      headed('scoring', chinese ? '评分' : 'Scoring')
    ).trim(),
    input: markdown('input'),
    output: markdown('output'),
    hint: markdown('notes'),
    examples: examplesOf(root, language),
    images: imagesOf(root, language, sections),
  };
}

/** `\includegraphics[width=...]{pic.png}`: a picture of the statement, a file beside its sections. */
const IMAGE = /\\includegraphics(?:\[[^\]]*\])?\{([^{}]*)\}/g;

/** Where Polygon keeps a statement's pictures: beside its sections, its TeX, or its HTML rendering. */
const imageFolders = (root: string, language: string) => [
  join(root, 'statement-sections', language),
  join(root, 'statements', language),
  join(root, 'statements', '.html', language),
];

/** The pictures a statement's sections name, by the name they give, from the first folder that has each. */
function imagesOf(root: string, language: string, sections: Sections): Map<string, Buffer> {
  const images = new Map<string, Buffer>();
  for (const text of Object.values(sections))
    for (const [, written] of (text ?? '').matchAll(IMAGE)) {
      const name = written.trim();
      // Only a plain name inside the package's statement folders: never a path that climbs out of them.
      if (images.has(name) || name.split(/[\\/]/).includes('..')) continue;
      const path = imageFolders(root, language)
        .map((folder) => join(folder, name))
        .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (path) images.set(name, readFileSync(path));
    }
  return images;
}

/** The statement's Markdown with each picture's name replaced by the link it was stored under. */
export function linkStatementImages(markdown: string, links: ReadonlyMap<string, string>): string {
  return markdown.replace(/!\[\]\(([^()\s]+)\)/g, (whole, name: string) => {
    const link = links.get(name);
    return link ? `![](${link})` : whole;
  });
}

/** A title: its TeX markup dropped. */
const plainText = (tex: string) => texToMarkdown(tex).replace(/[*`]/g, '').trim();

/** TeX math, left as it is: $$...$$, $...$, \[...\] (as $$...$$) and \(...\) (as $...$). */
const MATH = /\$\$[\s\S]+?\$\$|\$(?:\\.|[^$\\])+?\$|\\\[[\s\S]+?\\\]|\\\([\s\S]+?\\\)/g;

/** Polygon's statement TeX as Markdown, math untouched. */
export function texToMarkdown(tex: string): string {
  const parts: string[] = [];
  let last = 0;
  const source = tex.replace(/\r\n?/g, '\n');
  for (const match of source.matchAll(MATH)) {
    parts.push(textToMarkdown(source.slice(last, match.index)));
    const math = match[0];
    parts.push(
      math.startsWith('\\[')
        ? `$$${math.slice(2, -2)}$$`
        : math.startsWith('\\(')
          ? `$${math.slice(2, -2)}$`
          : math,
    );
    last = match.index + math.length;
  }
  parts.push(textToMarkdown(source.slice(last)));
  return parts
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ESCAPES: Record<string, string> = {
  '%': '%',
  $: '\\$',
  '&': '&',
  '#': '#',
  _: '\\_',
  '{': '{',
  '}': '}',
};

/** Text outside math: comments dropped, markup turned into Markdown, TeX's own escapes and quotes resolved. */
function textToMarkdown(text: string): string {
  const markup: [RegExp, (inner: string) => string][] = [
    [/\{\\bf\s+([^{}]*)\}/g, (inner) => `**${inner}**`],
    [/\{\\(?:it|em)\s+([^{}]*)\}/g, (inner) => `*${inner}*`],
    [/\{\\tt\s+([^{}]*)\}/g, (inner) => `\`${inner}\``],
    [/\\(?:textbf|bf)\{([^{}]*)\}/g, (inner) => `**${inner}**`],
    [/\\(?:textit|emph|it)\{([^{}]*)\}/g, (inner) => `*${inner}*`],
    [/\\(?:texttt|t|tt|code)\{([^{}]*)\}/g, (inner) => `\`${inner}\``],
    [/\\(?:underline|textrm|textsf|mbox|text)\{([^{}]*)\}/g, (inner) => inner],
  ];
  // Nested markup (\textbf{\emph{x}}) is resolved from the inside out: the innermost braces hold no braces.
  const inline = (value: string) => {
    let previous;
    let current = value;
    do {
      previous = current;
      for (const [pattern, wrap] of markup)
        current = current.replace(pattern, (_m, inner: string) => wrap(inner));
    } while (current !== previous);
    return current;
  };
  const steps: ((value: string) => string)[] = [
    (value) => value.replace(/(?<!\\)%.*$/gm, ''),
    (value) => value.replace(/\\begin\{(verbatim|lstlisting)\}\n?([\s\S]*?)\\end\{\1\}/g, '\n```\n$2```\n'),
    (value) =>
      value.replace(
        /\\(sub)?section\*?\{([^{}]*)\}/g,
        (_m, sub: string | undefined, title: string) => `\n${sub ? '####' : '###'} ${title}\n`,
      ),
    (value) =>
      value.replace(/\\begin\{(itemize|enumerate|center)\}|\\end\{(itemize|enumerate|center)\}/g, '\n'),
    (value) => value.replace(/^[ \t]*\\item\s*/gm, '- '),
    inline,
    (value) => value.replace(/\\href\{([^{}]*)\}\{([^{}]*)\}/g, '[$2]($1)'),
    (value) => value.replace(/\\url\{([^{}]*)\}/g, '<$1>'),
    (value) => value.replace(IMAGE, (_m, name: string) => `![](${name.trim()})`),
    (value) => value.replace(/\\(ldots|dots)\b/g, '…'),
    (value) => value.replace(/---/g, '—').replace(/--/g, '–'),
    (value) => value.replace(/<<|``/g, (quote) => (quote === '<<' ? '«' : '“')),
    (value) => value.replace(/>>|''/g, (quote) => (quote === '>>' ? '»' : '”')),
    (value) => value.replace(/\\\\\s*/g, '  \n'),
    (value) => value.replace(/\\([%$&#_{}])/g, (_m, char: string) => ESCAPES[char]),
    (value) => value.replace(/(?<!\\)~/g, ' '),
  ];
  return steps.reduce((value, step) => step(value), text);
}
