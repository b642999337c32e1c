/**
 * The display id the add dialog proposes: the first of A..Z no problem of the contest uses, then
 * A1..Z1, A2.. (a contest rarely has more than 26); always one that is free.
 */
export function nextDisplayId(used: string[]): string {
  const taken = new Set(used.map((id) => id.trim().toUpperCase()));
  for (let round = 0; ; round++) {
    for (let code = 65; code <= 90; code++) {
      const id = String.fromCharCode(code) + (round === 0 ? '' : String(round));
      if (!taken.has(id)) return id;
    }
  }
}
