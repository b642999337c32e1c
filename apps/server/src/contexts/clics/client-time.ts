import { invalidField } from '../../errors.ts';
import { timeMsOf } from './clics-format.ts';

/**
 * How far a client's clock may be from this server's for its `time` to count as now: a write stamped within it
 * is shown at the moment it arrived here.
 */
export const CLIENT_TIME_TOLERANCE_MS = 60_000;

/**
 * When an admin's write (admin_submit, admin_clar) says it was made: absent (a 400 when required), or a TIME from
 * the contest's start to now. Answers the moment, or null when it is now (within the tolerance, or absent).
 */
export function clientMoment(
  time: unknown,
  bounds: { nowMs: number; startMs: number; required: boolean },
): number | null {
  if (time === undefined || time === null) {
    if (bounds.required) throw invalidField('time', 'time is required');
    return null;
  }
  const ms = typeof time === 'string' ? timeMsOf(time) : NaN;
  if (Number.isNaN(ms)) throw invalidField('time', `${String(time)} is not a TIME`);
  if (ms - bounds.nowMs > CLIENT_TIME_TOLERANCE_MS) throw invalidField('time', 'time is in the future');
  if (Math.abs(ms - bounds.nowMs) <= CLIENT_TIME_TOLERANCE_MS) return null;
  if (ms < bounds.startMs) throw invalidField('time', "time is before the contest's start");
  return ms;
}
