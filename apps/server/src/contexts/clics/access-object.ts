import { CONTEST_TYPE } from '@judge/contract';
import { CONFIG_MAPPERS } from './config-mappers.ts';
import { CONTEST_PROPERTIES } from './contest-object.ts';
import { readsEverything, type ContestScope, type ReaderKind } from './contest-scope.ts';

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
 * The capabilities of each kind of reader (Contest_API.md "Capabilities"): admins move the start and thaw the
 * contest (contest-control.ts), post clarifications as the jury and submit for a team (submission-post.ts); a
 * signed-in reader who is no admin posts and submits as a team (the contest's Q&A and submission rules decide
 * whether it may); a proxy posts both for the team it names; an analyst writes nothing.
 */
const CAPABILITIES: Record<ReaderKind, { signedIn: readonly string[]; anonymous: readonly string[] }> = {
  admin: {
    signedIn: ['contest_start', 'contest_thaw', 'post_clar', 'admin_clar', 'admin_submit'],
    anonymous: [],
  },
  analyst: { signedIn: [], anonymous: [] },
  proxy: { signedIn: ['proxy_submit', 'proxy_clar'], anonymous: [] },
  public: { signedIn: ['post_clar', 'team_submit'], anonymous: [] },
};

/**
 * What this reader may read and do (JSON_Format.md "Access"): every endpoint but the accounts, which only
 * admins and analysts see, and the capabilities of its kind.
 */
export function accessObject(scope: ContestScope, signedIn: boolean) {
  const config = CONFIG_MAPPERS.filter(
    (mapper) => mapper.type !== 'accounts' || readsEverything(scope.reader),
  );
  const judgements = LIVE_PROPERTIES.judgements;
  const capabilities = CAPABILITIES[scope.reader];
  return {
    capabilities: [...(signedIn ? capabilities.signedIn : capabilities.anonymous)],
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
