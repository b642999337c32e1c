import { describe, expect, it } from 'vitest';
import { layoutHeatmap, levelOf } from './heatmap';

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
