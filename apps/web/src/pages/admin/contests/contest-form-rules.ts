/**
 * The rules of the contest form that the page applies while editing (spec 3 §4, §5, §9): seal-rank
 * options and defaults, award rows, star accounts. Pure and unit-tested; the server checks them again.
 */
import {
  CONTEST_TYPE,
  DEFAULT_AWARD_CONFIG,
  SEAL_RANK_OFFSETS,
  SEAL_RANK_OPTION,
  type AwardConfigItem,
  type SealRankOption,
} from '@judge/contract';

export type SealOption = SealRankOption;
export const SEAL_OPTIONS: SealOption[] = [
  SEAL_RANK_OPTION.HALF_HOUR,
  SEAL_RANK_OPTION.HOUR,
  SEAL_RANK_OPTION.WHOLE,
];

const offsetOf = (option: SealOption) =>
  option === SEAL_RANK_OPTION.HALF_HOUR
    ? SEAL_RANK_OFFSETS.halfHour
    : option === SEAL_RANK_OPTION.HOUR
      ? SEAL_RANK_OFFSETS.hour
      : null;

/** Seconds from start to end; NaN when a time is missing. */
export function durationSeconds(start: Date | null | undefined, end: Date | null | undefined): number {
  if (!start || !end) return Number.NaN;
  return Math.round((end.getTime() - start.getTime()) / 1000);
}

/** "last half hour (disabled if duration under 1800 s), last hour (disabled if under 3600 s)". */
export function sealOptionDisabled(option: SealOption, duration: number): boolean {
  const offset = offsetOf(option);
  return offset !== null && !(duration >= offset);
}

/** "ACM with duration under 3600 gives whole; ACM otherwise gives last hour; OI gives whole." */
export function defaultSealOption(type: number, duration: number): SealOption {
  if (type !== CONTEST_TYPE.ACM) return SEAL_RANK_OPTION.WHOLE;
  return duration >= SEAL_RANK_OFFSETS.hour ? SEAL_RANK_OPTION.HOUR : SEAL_RANK_OPTION.WHOLE;
}

/** The stored sealRankTime: the moment the board freezes, derived from end and start. */
export function sealRankTimeFor(option: SealOption, start: Date, end: Date): Date {
  const offset = offsetOf(option);
  return offset === null ? new Date(start.getTime()) : new Date(end.getTime() - offset * 1000);
}

/** Which option a stored sealRankTime stands for (an edited contest); unknown moments read as whole. */
export function sealOptionOf(sealRankTime: Date | null, start: Date, end: Date): SealOption {
  if (!sealRankTime) return SEAL_RANK_OPTION.WHOLE;
  const before = Math.round((end.getTime() - sealRankTime.getTime()) / 1000);
  if (before === SEAL_RANK_OFFSETS.halfHour) return SEAL_RANK_OPTION.HALF_HOUR;
  if (before === SEAL_RANK_OFFSETS.hour) return SEAL_RANK_OPTION.HOUR;
  return SEAL_RANK_OPTION.WHOLE;
}

/**
 * An option that the new duration no longer allows falls back to the default for it (a contest
 * shortened to 40 minutes can't keep "last hour").
 */
export function fitSealOption(option: SealOption, type: number, duration: number): SealOption {
  if (!sealOptionDisabled(option, duration)) return option;
  const fallback = defaultSealOption(type, duration);
  return sealOptionDisabled(fallback, duration) ? SEAL_RANK_OPTION.WHOLE : fallback;
}

export type AwardRow = AwardConfigItem;

/** Spec 3 §9: three rows (gold 10, silver 20, bronze 30) with the contract's colours, names in the user's language. */
export function defaultAwards(names: { gold: string; silver: string; bronze: string }): AwardRow[] {
  const [gold, silver, bronze] = DEFAULT_AWARD_CONFIG as [AwardRow, AwardRow, AwardRow];
  return [
    { ...gold, name: names.gold },
    { ...silver, name: names.silver },
    { ...bronze, name: names.bronze },
  ];
}

/** "A new row has priority = count + 1 and num 0." */
export function newAwardRow(rows: AwardRow[], name: string): AwardRow {
  const priority = Math.max(rows.length, ...rows.map((row) => row.priority)) + 1;
  return { priority, name, background: '#2d8cf0', color: '#ffffff', num: 0 };
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
