import { API_INFORMATION } from './clics.service.ts';
import { COLLECTION_TYPES } from './collection-types.ts';
import { viewedContest, type ContestView } from './contest-view.ts';
import { scoreboardOf } from './scoreboard.ts';

/**
 * A contest as a contest package (Contest_Package.md): every file the API answers for it, under the names
 * the package format gives them (`api.json`, `contest.json`, `<endpoint>.json`, `event-feed.ndjson`; not
 * `access`), as this reader sees the contest. File references are none: nothing here points at files.
 */
export function contestPackage(view: ContestView): Map<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files = new Map<string, string>([
    ['api.json', json(API_INFORMATION)],
    ['contest.json', json(viewedContest(view.scope))],
    ['state.json', json(view.state)],
    ['scoreboard.json', json(scoreboardOf(view))],
  ]);
  for (const type of COLLECTION_TYPES) files.set(`${type}.json`, json(view.collections.get(type) ?? []));
  files.set(
    'event-feed.ndjson',
    view.feed.map((notification) => `${JSON.stringify(notification)}\n`).join(''),
  );
  return files;
}
