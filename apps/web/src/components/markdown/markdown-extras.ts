import type { Options } from 'react-markdown';

type PluggableList = NonNullable<Options['rehypePlugins']>;

/**
 * KaTeX and highlight.js are most of the Markdown renderer's weight, and most texts (announcements,
 * discussions, notes) use neither. They are loaded the first time a text needs them, then kept.
 */
export interface MarkdownExtras {
  remark: PluggableList;
  rehype: PluggableList;
}

/** `$` opens inline or display math for remark-math. */
export const needsMath = (text: string) => text.includes('$');
/** highlight.js colours fenced code with a language only (detect: false). */
export const needsHighlight = (text: string) => /(^|\n)[ \t]*(```|~~~)[ \t]*[\w+#-]/.test(text);

let math: MarkdownExtras | null = null;
let highlight: MarkdownExtras | null = null;
let mathLoading: Promise<void> | null = null;
let highlightLoading: Promise<void> | null = null;

function loadMath(): Promise<void> {
  mathLoading ??= Promise.all([
    import('remark-math'),
    import('rehype-katex'),
    import('katex/dist/katex.min.css'),
  ]).then(([remarkMath, rehypeKatex]) => {
    math = { remark: [remarkMath.default], rehype: [rehypeKatex.default] };
  });
  return mathLoading;
}

function loadHighlight(): Promise<void> {
  highlightLoading ??= Promise.all([
    import('rehype-highlight'),
    import('highlight.js/styles/github.css'),
  ]).then(([rehypeHighlight]) => {
    highlight = { remark: [], rehype: [[rehypeHighlight.default, { detect: false }]] };
  });
  return highlightLoading;
}

/** Loads both extras (tests render synchronously once they are in). */
export const loadMarkdownExtras = () => Promise.all([loadMath(), loadHighlight()]).then(() => undefined);

/**
 * The extras a text needs: those already loaded, and a promise for the rest (null when none is
 * missing). Math must be in before the text is shown (without it `$a_i$` reads as emphasis); code
 * may show plain first and in colour once highlight.js is in.
 */
export function extrasFor(text: string): {
  loaded: MarkdownExtras[];
  mathMissing: boolean;
  pending: Promise<void> | null;
} {
  const loaded: MarkdownExtras[] = [];
  const waits: Promise<void>[] = [];
  const wantsMath = needsMath(text);
  if (wantsMath) {
    if (math) loaded.push(math);
    else waits.push(loadMath());
  }
  if (needsHighlight(text)) {
    if (highlight) loaded.push(highlight);
    else waits.push(loadHighlight());
  }
  return {
    loaded,
    mathMissing: wantsMath && !math,
    pending: waits.length > 0 ? Promise.all(waits).then(() => undefined) : null,
  };
}
