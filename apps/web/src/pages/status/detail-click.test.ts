import { describe, expect, it } from 'vitest';
import { opensDetailDialog } from './detail-click';

const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('opensDetailDialog', () => {
  it('opens the dialog on a plain left click', () => {
    expect(opensDetailDialog(plain)).toBe(true);
  });

  it('leaves new-tab and new-window clicks to the link', () => {
    expect(opensDetailDialog({ ...plain, ctrlKey: true })).toBe(false);
    expect(opensDetailDialog({ ...plain, metaKey: true })).toBe(false);
    expect(opensDetailDialog({ ...plain, shiftKey: true })).toBe(false);
    expect(opensDetailDialog({ ...plain, altKey: true })).toBe(false);
    expect(opensDetailDialog({ ...plain, button: 1 })).toBe(false);
  });
});
