import { describe, expect, it } from 'vitest';
import { distinctRooms, roomKey, servesRoom } from './rooms.ts';

describe('rooms as people mean them', () => {
  it('trims, makes each run of spaces one and folds case', () => {
    expect(roomKey('  Hall \t 2 ')).toBe('hall 2');
    expect(roomKey('一号厅\u3000A')).toBe('一号厅 a');
  });

  it('serves a row of one of the rooms however it was typed; a row with no room is nobody’s', () => {
    expect(servesRoom(['hall 2'], 'HALL  2')).toBe(true);
    expect(servesRoom(['Hall 2'], 'Hall 21')).toBe(false);
    expect(servesRoom(['Hall 2'], '')).toBe(false);
  });

  it('keeps each room once, in its first spelling', () => {
    expect(distinctRooms(['Hall 2', 'hall  2', 'Hall 1'])).toEqual(['Hall 2', 'Hall 1']);
  });
});
