import { CONTEST_TYPE } from '@judge/contract';
import { CONFIG_MAPPERS } from './config-mappers.ts';
import { CONTEST_PROPERTIES } from './contest-object.ts';
import type { ContestScope } from './contest-scope.ts';

/** The live and aggregate types and the properties this server writes of each. */
const LIVE_PROPERTIES: Record<string, readonly string[]> = {
  state: ['started', 'frozen', 'ended', 'thawed', 'finalized', 'end_of_updates'],
  submissions: ['id', 'language_id', 'problem_id', 'team_id', 'time', 'contest_time', 'files'],
  judgements: [
    'id',
    'submission_id',
    'judgement_type_id',
    'start_time',
    'start_contest_time',
    'end_time',
    'end_contest_time',
    'max_run_time',
  ],
  runs: ['id', 'judgement_id', 'ordinal', 'judgement_type_id', 'time', 'contest_time', 'run_time'],
  clarifications: [
    'id',
    'from_team_id',
    'to_team_id',
    'reply_to_id',
    'problem_id',
    'text',
    'time',
    'contest_time',
  ],
  awards: ['id', 'citation', 'team_ids'],
  commentary: ['id', 'time', 'contest_time', 'message', 'tags'],
  scoreboard: ['time', 'contest_time', 'state', 'rows'],
  'event-feed': ['type', 'id', 'data', 'token'],
};

/**
 * What this reader may read and do (JSON_Format.md "Access"): every endpoint but the accounts, which only
 * admins see; admins may move the start and thaw the contest (contest-control.ts); anyone signed in may post a
 * clarification (clarification-post.ts: the contest's Q&A rules decide who may ask).
 */
export function accessObject(scope: ContestScope, signedIn: boolean) {
  const config = CONFIG_MAPPERS.filter((mapper) => mapper.type !== 'accounts' || scope.reader === 'admin');
  const judgements = LIVE_PROPERTIES.judgements;
  return {
    capabilities: [
      ...(scope.reader === 'admin' ? ['contest_start', 'contest_thaw'] : []),
      ...(signedIn ? ['post_clar'] : []),
    ],
    endpoints: [
      { type: 'contest', properties: [...CONTEST_PROPERTIES] },
      ...config.map((mapper) => ({ type: mapper.type, properties: [...mapper.properties] })),
      ...Object.entries(LIVE_PROPERTIES).map(([type, properties]) => ({
        type,
        properties:
          type === 'judgements' && scope.settings.type === CONTEST_TYPE.OI
            ? [...judgements, 'score']
            : [...properties],
      })),
    ],
  };
}
