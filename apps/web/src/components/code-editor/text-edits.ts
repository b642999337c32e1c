/** Spec 1-core §9: a run of this many blank lines or more in the editor's value is collapsed. */
export const BLANK_LINE_RUN_LIMIT = 8;

/**
 * Collapses every run of 8 or more blank (empty or whitespace-only) lines into one empty line, so a
 * pasted or uploaded file padded with screens of empty lines stays readable and small.
 */
export function collapseBlankLineRuns(code: string): string {
  const lines = code.split('\n');
  const kept: string[] = [];
  let runStart = -1;
  const closeRun = (end: number) => {
    if (runStart < 0) return;
    if (end - runStart >= BLANK_LINE_RUN_LIMIT) kept.push('');
    else kept.push(...lines.slice(runStart, end));
    runStart = -1;
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      if (runStart < 0) runStart = index;
    } else {
      closeRun(index);
      kept.push(line);
    }
  });
  closeRun(lines.length);
  return kept.join('\n');
}

/**
 * The one span that differs between two texts: offsets into `before` and the text that replaces it.
 * Replacing only that span keeps the cursor and the undo history where the person left them.
 */
export function changedSpan(before: string, after: string): { start: number; end: number; text: string } {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  return { start, end: endBefore, text: after.slice(start, endAfter) };
}
