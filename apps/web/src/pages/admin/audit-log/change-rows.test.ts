import { describe, expect, it } from 'vitest';
import { changeRows, valueText } from './change-rows';

describe("an audit entry's change table", () => {
  it('reads each field with both values, secrets as changed only, in name order', () => {
    expect(
      changeRows({
        title: { before: 'Old', after: 'New' },
        passwordHash: { secret: 'changed' },
        timeLimit: { after: 1000 },
      }),
    ).toEqual([
      { field: 'passwordHash', before: '—', after: '—', secret: true },
      { field: 'timeLimit', before: '—', after: '1000', secret: false },
      { field: 'title', before: 'Old', after: 'New', secret: false },
    ]);
  });

  it('shows lists and objects as JSON and nothing as a dash', () => {
    expect(valueText(['1.in 1.out'])).toBe('["1.in 1.out"]');
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
  });
});
