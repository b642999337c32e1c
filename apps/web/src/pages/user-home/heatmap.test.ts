import { describe, expect, it } from 'vitest';
import { layoutHeatmap, levelOf, splitIntoBands } from './heatmap';

describe('heatmap layout', () => {
  it('lays out 365 days in week columns, Sunday on top, ending with the end date', () => {
    // 2026-11-22 is a Sunday.
    const layout = layoutHeatmap([], '2026-11-22');
    expect(layout.cells).toHaveLength(365);
    expect(layout.cells[0]).toMatchObject({ date: '2025-11-23', week: 0, weekday: 0 });
    expect(layout.cells.at(-1)).toMatchObject({ date: '2026-11-22', weekday: 0, week: 52 });
    expect(layout.weeks).toBe(53);
  });

  it('starts the first column on the Sunday before the first day', () => {
    // 2026-11-25 is a Wednesday; the first day, 2025-11-26, is a Wednesday too.
    const layout = layoutHeatmap([], '2026-11-25');
    expect(layout.cells[0]).toMatchObject({ date: '2025-11-26', week: 0, weekday: 3 });
    expect(layout.cells.at(-1)).toMatchObject({ date: '2026-11-25', week: 52, weekday: 3 });
  });

  it('puts counts on their days, sums them and spans the leap day', () => {
    const layout = layoutHeatmap(
      [
        { date: '2028-02-29', count: 4 },
        { date: '2028-03-01', count: 1 },
        { date: '2027-01-01', count: 99 }, // outside the year: ignored
      ],
      '2028-03-01',
    );
    expect(layout.cells.find((cell) => cell.date === '2028-02-29')).toMatchObject({ count: 4, level: 2 });
    expect(layout.cells.at(-1)).toMatchObject({ date: '2028-03-01', count: 1, level: 1 });
    expect(layout.cells[0].date).toBe('2027-03-03');
    expect(layout.total).toBe(5);
  });

  it('labels each month at the column where it starts', () => {
    const layout = layoutHeatmap([], '2026-11-22');
    // The first day's November would sit one column before December's label: only December is named.
    expect(layout.monthStarts.map((start) => start.month)).toEqual([11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(layout.monthStarts[0]).toEqual({ week: 1, month: 11 });
  });

  it('has five colour levels', () => {
    expect([0, 1, 2, 3, 5, 6, 9, 10, 500].map(levelOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('heatmap rows on narrow screens', () => {
  // 2026-11-22 is a Sunday: 53 full weeks from 2025-11-23.
  const layout = layoutHeatmap([{ date: '2026-11-22', count: 2 }], '2026-11-22');

  it('keeps one row when every week fits', () => {
    const [only, ...rest] = splitIntoBands(layout, 60);
    expect(rest).toEqual([]);
    expect(only.cells).toEqual(layout.cells);
    expect(only.monthStarts).toEqual(layout.monthStarts);
  });

  it('cuts the year into rows of whole weeks, losing no day', () => {
    const bands = splitIntoBands(layout, 19);
    expect(bands.map((band) => band.weeks)).toEqual([19, 19, 15]);
    expect(bands.flatMap((band) => band.cells.map((cell) => cell.date))).toEqual(
      layout.cells.map((cell) => cell.date),
    );
    expect(bands[2].cells.at(-1)).toMatchObject({ date: '2026-11-22', week: 14, count: 2 });
  });

  it('names the month each row starts in, unless the next month starts within two columns', () => {
    const bands = splitIntoBands(layout, 19);
    // Row 1 starts 2025-11-23 and December in its second column; row 2 starts 2026-04-05 (April, May in its
    // fourth column); row 3 starts 2026-08-16 and September in its third column.
    expect(bands.map((band) => band.monthStarts[0])).toEqual([
      { week: 1, month: 11 },
      { week: 0, month: 3 },
      { week: 2, month: 8 },
    ]);
  });
});
