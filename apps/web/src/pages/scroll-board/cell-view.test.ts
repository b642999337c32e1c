import { describe, expect, it } from 'vitest';
import { cellView, textOn } from './cell-view';

const cell = (fields: Partial<Parameters<typeof cellView>[0] & object>) => ({
  isAC: false,
  isFirstAC: false,
  ACTime: null,
  errorNum: 0,
  tryNum: null,
  ...fields,
});

describe('a scroll board cell', () => {
  it('shows only the tries while frozen', () => {
    expect(cellView(cell({ errorNum: 1, tryNum: 2 }), true)).toEqual({
      state: 'frozen',
      main: '?',
      tries: 3,
    });
  });

  it('shows minutes and tries once accepted, the first solve apart', () => {
    expect(cellView(cell({ isAC: true, ACTime: 3599, errorNum: 2 }), false)).toEqual({
      state: 'accepted',
      main: '59',
      tries: 3,
    });
    expect(cellView(cell({ isAC: true, isFirstAC: true, ACTime: 60 }), false).state).toBe('first');
  });

  it('shows rejected tries, tries still being judged, and nothing', () => {
    expect(cellView(cell({ errorNum: 2 }), false)).toEqual({ state: 'rejected', main: '✕', tries: 2 });
    expect(cellView(cell({ errorNum: 1, tryNum: 1 }), false)).toEqual({
      state: 'pending',
      main: '…',
      tries: 2,
    });
    expect(cellView(undefined, false)).toEqual({ state: 'empty', main: '', tries: 0 });
  });
});

describe('the text on a balloon', () => {
  it('is dark on light colours and white on dark ones or none', () => {
    expect(textOn('#ffff00')).toBe('#111111');
    expect(textOn('#fff')).toBe('#111111');
    expect(textOn('#1677ff')).toBe('#ffffff');
    expect(textOn(null)).toBe('#ffffff');
    expect(textOn('red')).toBe('#ffffff');
  });
});
