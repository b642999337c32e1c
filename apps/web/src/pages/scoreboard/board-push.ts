import type { LiveEvent, ScoreboardPage } from '@judge/contract';

type BoardChange = Extract<LiveEvent, { kind: 'scoreboard' }>;

/**
 * What a board page does with a pushed change (docs/live-updates.md): `skip` what it already shows (its own answer
 * is of that version or newer); `refetch-own` (at once) when the viewer's own row changed: they have just seen
 * their verdict, and a fetch that came a moment before the board took it showed the old row; `refetch` (soon) when
 * a row it shows changed, any row may have moved (a rejudge), or the page holds the board's end (a row new to the
 * board may land on it); `refetch-slowly` (at the poll's pace) when only rows off a full page changed, which can
 * still move into it (a row that passes one on the page shifts it).
 */
export function boardChangeAnswer(
  event: BoardChange,
  shown: Pick<ScoreboardPage, 'version' | 'records' | 'current' | 'pages'> | undefined,
  viewerUid: number | undefined,
): 'skip' | 'refetch-own' | 'refetch' | 'refetch-slowly' {
  if (!shown) return 'refetch';
  if (event.version <= shown.version) return 'skip';
  if (event.changed === null) return 'refetch';
  if (viewerUid !== undefined && event.changed.includes(viewerUid)) return 'refetch-own';
  if (shown.current >= shown.pages) return 'refetch';
  const onPage = new Set(shown.records.map((row) => row.uid));
  return event.changed.some((uid) => onPage.has(uid)) ? 'refetch' : 'refetch-slowly';
}
