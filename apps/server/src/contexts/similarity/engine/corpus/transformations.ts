// Text edits a copier makes without reading the program: they work on the source text, knowing nothing of the
// engine's tokenizer, so the corpus does not test the engine with its own normalisation.

/** Every listed name replaced as a whole word ("old new" per line of renames.txt). */
export function renameIdentifiers(source: string, renames: ReadonlyArray<[string, string]>): string {
  const table = new Map(renames);
  const pattern = new RegExp(`\\b(${renames.map(([old]) => old).join('|')})\\b`, 'g');
  return renames.length === 0 ? source : source.replace(pattern, (name) => table.get(name) ?? name);
}

const NEW_COMMENTS = ['read the input first', 'TODO: tidy up', 'main loop here', 'edge case', 'done'];

/** Whole-line comments removed, trailing ones cut, and other comments written in every few lines. */
export function rewriteComments(source: string, marker: string): string {
  const lines = source
    .split('\n')
    .filter((line) => !line.trimStart().startsWith(marker))
    .map((line) => {
      const at = line.indexOf(` ${marker} `);
      return at >= 0 ? line.slice(0, at) : line;
    });
  return lines
    .flatMap((line, index) => {
      if (index % 6 !== 3 || line.trim() === '') return [line];
      const indent = line.slice(0, line.length - line.trimStart().length);
      return [`${indent}${marker} ${NEW_COMMENTS[index % NEW_COMMENTS.length]}`, line];
    })
    .join('\n');
}

/** Braces on their own lines, tabs for indentation, spaces around assignments (`:=` kept whole), blank lines dropped. */
export function reformatBraces(source: string): string {
  return source
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      const indent = line.match(/^ */)?.[0].length ?? 0;
      const tabs = '\t'.repeat(Math.floor(indent / 4));
      const body = line
        .trim()
        .replace(/([^=!<>+\-*/%&|^:])=([^=])/g, '$1 = $2')
        .replace(/ {2,}/g, ' ');
      if (body.endsWith('{') && body.length > 1 && !body.startsWith('#'))
        return [`${tabs}${body.slice(0, -1).trimEnd()}`, `${tabs}{`];
      return [`${tabs}${body}`];
    })
    .join('\n');
}

/** Python: two-space indentation, spaces inside brackets, a blank line after every block opener. */
export function reformatIndentation(source: string): string {
  return source
    .split('\n')
    .flatMap((line) => {
      const indent = line.match(/^ */)?.[0].length ?? 0;
      const body = line.trim().replace(/\(([^()]+)\)/g, '( $1 )');
      const rewritten = `${'  '.repeat(Math.floor(indent / 4))}${body}`;
      return body.endsWith(':') ? [rewritten, ''] : [rewritten];
    })
    .join('\n');
}

/**
 * Go (where a brace on its own line would not compile): tabs to two spaces, spaces inside brackets, a blank line
 * after every line that opens a block.
 */
export function reformatKeepingBraces(source: string): string {
  return source
    .split('\n')
    .flatMap((line) => {
      const indent = line.match(/^\t*/)?.[0].length ?? 0;
      const body = line.trim().replace(/\(([^()]+)\)/g, '( $1 )');
      const rewritten = `${'  '.repeat(indent)}${body}`;
      return body.endsWith('{') ? [rewritten, ''] : [rewritten];
    })
    .join('\n');
}
