import { describe, expect, it } from 'vitest';
import { popupFeatures } from './DrawingBoardButton';

describe('the drawing board popup', () => {
  it('opens centred at about two thirds of the screen, at most 1200 x 900', () => {
    expect(popupFeatures({ availWidth: 1440, availHeight: 900 })).toBe(
      'popup,width=1008,height=675,left=216,top=113',
    );
    expect(popupFeatures({ availWidth: 3840, availHeight: 2160 })).toBe(
      'popup,width=1200,height=900,left=1320,top=630',
    );
  });
});
