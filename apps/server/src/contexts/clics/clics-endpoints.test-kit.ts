import { clicsGet, ndjson, type SchemaCheck } from '../../../test/clics-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Each collection endpoint of a contest with the schema of its array and of one of its objects. */
export const COLLECTIONS: Record<string, { many: string; one: string }> = {
  'judgement-types': { many: 'judgement-types', one: 'judgement-type' },
  languages: { many: 'languages', one: 'language' },
  problems: { many: 'problems', one: 'problem' },
  groups: { many: 'groups', one: 'group' },
  organizations: { many: 'organizations', one: 'organization' },
  teams: { many: 'teams', one: 'team' },
  persons: { many: 'persons', one: 'person' },
  accounts: { many: 'accounts', one: 'account' },
  submissions: { many: 'submissions', one: 'submission' },
  judgements: { many: 'judgements', one: 'judgement' },
  runs: { many: 'runs', one: 'run' },
  clarifications: { many: 'clarifications', one: 'clarification' },
  awards: { many: 'awards', one: 'award' },
  commentary: { many: 'commentaries', one: 'commentary' },
};

/**
 * Reads every endpoint of the API for one caller and checks each answer against the spec's schema: the
 * root, the contests, the contest, its access, state, scoreboard, event feed (each line), every collection
 * and every object of it by id. Answers the schema errors (none when all is valid) and what was read.
 */
export async function readEverything(app: TestApp, check: SchemaCheck, cid: number, authorization?: string) {
  const errors: string[] = [];
  const read = async (url: string, schema: string) => {
    const answer = await clicsGet(app, url, authorization);
    if (answer.status !== 200) errors.push(`${url}: ${answer.status} ${answer.text.slice(0, 200)}`);
    else errors.push(...check(schema, answer.json).map((error) => `${url}: ${error}`));
    return answer.json;
  };
  await read('/', 'api_information');
  await read('/contests', 'contests');
  const contest = await read(`/contests/${cid}`, 'contest');
  const access = await read(`/contests/${cid}/access`, 'access');
  // The caller's own account, for a caller with credentials (the endpoint asks for them).
  const account = authorization ? await read(`/contests/${cid}/account`, 'account') : null;
  const state = await read(`/contests/${cid}/state`, 'state');
  const scoreboard = await read(`/contests/${cid}/scoreboard`, 'scoreboard');
  const collections: Record<string, { id: string }[]> = {};
  for (const [endpoint, schemas] of Object.entries(COLLECTIONS)) {
    collections[endpoint] = await read(`/contests/${cid}/${endpoint}`, schemas.many);
    for (const object of collections[endpoint] ?? [])
      await read(`/contests/${cid}/${endpoint}/${object.id}`, schemas.one);
  }
  const feedAnswer = await clicsGet(app, `/contests/${cid}/event-feed?stream=false`, authorization);
  const feed = ndjson(feedAnswer.text);
  feed.forEach((line, index) =>
    errors.push(...check('event-feed', line).map((error) => `event-feed line ${index}: ${error}`)),
  );
  return { errors, contest, access, account, state, scoreboard, collections, feed };
}

/** The collections a feed leaves when replayed from its start: the latest data of each object. */
export function replay(feed: { type: string; id: string | null; data: unknown }[]) {
  const byType = new Map<string, Map<string, unknown>>();
  let state: unknown = null;
  for (const event of feed) {
    if (event.type === 'state') state = event.data;
    if (event.id === null || event.type === 'contest' || event.type === 'state') continue;
    const objects = byType.get(event.type) ?? new Map<string, unknown>();
    byType.set(event.type, objects);
    if (event.data === null) objects.delete(event.id);
    else objects.set(event.id, event.data);
  }
  return {
    state,
    collections: Object.fromEntries([...byType].map(([type, objects]) => [type, [...objects.values()]])),
  };
}
