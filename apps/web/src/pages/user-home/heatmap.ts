import { HEATMAP_DAYS, HEATMAP_LEVELS, type HeatmapDay } from '@judge/contract';

/**
 * The calendar heatmap's layout, kept pure so it is unit-tested: one column per week (Sunday on top), the
 * last column holding `endDate`; days before the year's first day or after `endDate` are left empty.
 */
export interface HeatmapCell {
  /** YYYY-MM-DD (UTC) */
  date: string;
  count: number;
  level: number;
  /** Column (week) and row (0 = Sunday). */
  week: number;
  weekday: number;
}

export interface HeatmapLayout {
  cells: HeatmapCell[];
  weeks: number;
  /** The column where each month first appears (for the month labels), with its month (0-11). */
  monthStarts: { week: number; month: number }[];
  total: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Submissions a day at which each colour level starts (level 0 is a day without any). Fixed steps rather than
 * steps relative to the busiest day, so one busy day does not make all others look empty.
 */
export const LEVEL_STARTS = [1, 3, 6, 10] as const;

export function levelOf(count: number): number {
  let level = 0;
  for (const start of LEVEL_STARTS) if (count >= start) level += 1;
  return Math.min(level, HEATMAP_LEVELS - 1);
}

const parseDay = (date: string) => Date.parse(`${date}T00:00:00.000Z`);
const formatDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function layoutHeatmap(dataList: HeatmapDay[], endDate: string): HeatmapLayout {
  const counts = new Map(dataList.map((day) => [day.date, day.count]));
  const end = parseDay(endDate);
  const first = end - (HEATMAP_DAYS - 1) * DAY_MS;
  // The first column starts on the Sunday on or before the first day.
  const gridStart = first - new Date(first).getUTCDay() * DAY_MS;
  const cells: HeatmapCell[] = [];
  const monthStarts: HeatmapLayout['monthStarts'] = [];
  let total = 0;
  for (let ms = first; ms <= end; ms += DAY_MS) {
    const index = Math.round((ms - gridStart) / DAY_MS);
    const date = formatDay(ms);
    const count = counts.get(date) ?? 0;
    const week = Math.floor(index / 7);
    const day = new Date(ms);
    if (day.getUTCDate() === 1 || ms === first) {
      const month = day.getUTCMonth();
      if (monthStarts.at(-1)?.week !== week) monthStarts.push({ week, month });
    }
    total += count;
    cells.push({ date, count, level: levelOf(count), week, weekday: index % 7 });
  }
  const weeks = (cells.at(-1)?.week ?? 0) + 1;
  // A label needs room: the first day's month is not named when the next one starts within two columns.
  if (monthStarts.length > 1 && monthStarts[1].week - monthStarts[0].week < 3) monthStarts.shift();
  return { cells, weeks, monthStarts, total };
}

/** One row of the heatmap on a narrow screen: consecutive weeks, renumbered from 0, each month it shows named. */
export interface HeatmapBand {
  cells: HeatmapCell[];
  weeks: number;
  monthStarts: HeatmapLayout['monthStarts'];
}

/**
 * The year cut into rows of at most `weeksPerBand` weeks, so a phone shows all of it at full size with its
 * weekday labels on each row instead of a strip scrolled to today that cut off the first months and the labels
 * (issue 13). A row that starts inside a month names that month at its start.
 */
export function splitIntoBands(layout: HeatmapLayout, weeksPerBand: number): HeatmapBand[] {
  const perBand = Math.max(1, Math.floor(weeksPerBand));
  const bands: HeatmapBand[] = [];
  for (let first = 0; first < layout.weeks; first += perBand) {
    const last = Math.min(first + perBand, layout.weeks);
    const cells = layout.cells
      .filter((cell) => cell.week >= first && cell.week < last)
      .map((cell) => ({ ...cell, week: cell.week - first }));
    const monthStarts = layout.monthStarts
      .filter((start) => start.week >= first && start.week < last)
      .map((start) => ({ ...start, week: start.week - first }));
    const opening = cells.find((cell) => cell.week === 0) ?? cells[0];
    // The row's own first month, unless a label already stands within its first two columns.
    if (opening && !(monthStarts[0]?.week < 3))
      monthStarts.unshift({ week: 0, month: Number(opening.date.slice(5, 7)) - 1 });
    bands.push({ cells, weeks: last - first, monthStarts });
  }
  return bands;
}
