/**
 * The rules of the contest form that do not depend on the server (spec 3 §4, §5, §9): seal-rank
 * options and defaults, award rows, star accounts, the time checks. Pure and unit-tested.
 */

/** Spec 3 §9: seal offsets 1800 s and 3600 s; options half hour, an hour, all hours. */
export const SEAL_OPTIONS = ['halfHour', 'hour', 'whole'] as const;
export type SealOption = (typeof SEAL_OPTIONS)[number];

const SEAL_OFFSET_SECONDS: Record<Exclude<SealOption, 'whole'>, number> = { halfHour: 1800, hour: 3600 };

export const CONTEST_TYPE = { ACM: 0, OI: 1 } as const;

/** Seconds from start to end; NaN when a time is missing. */
export function durationSeconds(start: Date | null | undefined, end: Date | null | undefined): number {
  if (!start || !end) return Number.NaN;
  return Math.round((end.getTime() - start.getTime()) / 1000);
}

/** "last half hour (disabled if duration under 1800 s), last hour (disabled if under 3600 s)". */
export function sealOptionDisabled(option: SealOption, duration: number): boolean {
  if (option === 'whole') return false;
  return !(duration >= SEAL_OFFSET_SECONDS[option]);
}

/** "ACM with duration under 3600 gives whole; ACM otherwise gives last hour; OI gives whole." */
export function defaultSealOption(type: number, duration: number): SealOption {
  if (type !== CONTEST_TYPE.ACM) return 'whole';
  return duration >= 3600 ? 'hour' : 'whole';
}

/** The stored sealRankTime: the moment the board freezes, derived from end and start. */
export function sealRankTimeFor(option: SealOption, start: Date, end: Date): Date {
  if (option === 'whole') return new Date(start.getTime());
  return new Date(end.getTime() - SEAL_OFFSET_SECONDS[option] * 1000);
}

/** Which option a stored sealRankTime stands for (an edited contest); unknown moments read as whole. */
export function sealOptionOf(sealRankTime: Date | null, start: Date, end: Date): SealOption {
  if (!sealRankTime) return 'whole';
  const before = Math.round((end.getTime() - sealRankTime.getTime()) / 1000);
  if (before === SEAL_OFFSET_SECONDS.halfHour) return 'halfHour';
  if (before === SEAL_OFFSET_SECONDS.hour) return 'hour';
  return 'whole';
}

/**
 * An option that the new duration no longer allows falls back to the default for it (a contest
 * shortened to 40 minutes can't keep "last hour").
 */
export function fitSealOption(option: SealOption, type: number, duration: number): SealOption {
  if (!sealOptionDisabled(option, duration)) return option;
  const fallback = defaultSealOption(type, duration);
  return sealOptionDisabled(fallback, duration) ? 'whole' : fallback;
}

/** Spec 3 §3: award type 0 none, 1 proportion (num is a percent of ranked users), 2 number. */
export const AWARD_TYPE = { NONE: 0, PROPORTION: 1, NUMBER: 2 } as const;

export interface AwardRow {
  priority: number;
  name: string;
  background: string;
  color: string;
  num: number;
}

/** Spec 3 §9: three rows (gold 10, silver 20, bronze 30) with colours. */
export function defaultAwards(names: { gold: string; silver: string; bronze: string }): AwardRow[] {
  return [
    { priority: 1, name: names.gold, background: '#e6bf25', color: '#ffffff', num: 10 },
    { priority: 2, name: names.silver, background: '#b4b3b3', color: '#ffffff', num: 20 },
    { priority: 3, name: names.bronze, background: '#b87333', color: '#ffffff', num: 30 },
  ];
}

/** "A new row has priority = count + 1 and num 0." */
export function newAwardRow(rows: AwardRow[], name: string): AwardRow {
  return { priority: rows.length + 1, name, background: '#2d8cf0', color: '#ffffff', num: 0 };
}

/** Adds a star account unless it is empty or already listed ("do not add a duplicate star user"). */
export function addStarAccount(
  list: string[],
  username: string,
): { list: string[]; result: 'added' | 'duplicate' | 'empty' } {
  const name = username.trim();
  if (!name) return { list, result: 'empty' };
  if (list.includes(name)) return { list, result: 'duplicate' };
  return { list: [...list, name], result: 'added' };
}
