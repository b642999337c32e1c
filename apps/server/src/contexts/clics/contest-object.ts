import { CONTEST_TYPE } from '@judge/contract';
import { absoluteTime, relativeTime } from './clics-format.ts';
import type { ContestScope } from './contest-scope.ts';

/** The ICPC penalty per rejected try, which our ACM boards count in both units (minute or second). */
const PENALTY_MS = 20 * 60_000;

export const CONTEST_PROPERTIES = [
  'id',
  'name',
  'formal_name',
  'start_time',
  'duration',
  'scoreboard_freeze_duration',
  'scoreboard_type',
  'penalty_time',
] as const;

/** The contest: its clock, its freeze (the seal's last part), its scoring. */
export function contestObject({ settings, startMs, endMs, freezeMs }: ContestScope) {
  const scored = settings.type === CONTEST_TYPE.OI;
  return {
    id: String(settings.cid),
    name: settings.title,
    formal_name: settings.title,
    start_time: absoluteTime(startMs),
    duration: relativeTime(endMs - startMs),
    scoreboard_freeze_duration: freezeMs === null ? null : relativeTime(endMs - freezeMs),
    scoreboard_type: scored ? 'score' : 'pass-fail',
    ...(scored ? {} : { penalty_time: relativeTime(PENALTY_MS) }),
  };
}
