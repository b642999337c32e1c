/**
 * Rooms as people mean them (docs/contest-volunteers.md "Rooms"): a team's room and a volunteer's are typed by
 * different people at different times, so "Hall 2", "hall 2" and "Hall  2 " are one room. Two rooms are the same
 * when their keys are: trimmed, each run of spaces (any Unicode space, the ideographic one of a Chinese keyboard
 * too) one space, case folded. What is shown stays as it was typed; only comparisons go through the key.
 */
export const roomKey = (room: string) => room.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a row of this room is one of these rooms' (a row with no room is nobody's). */
export function servesRoom(rooms: readonly string[], room: string): boolean {
  const key = roomKey(room);
  return key !== '' && rooms.some((served) => roomKey(served) === key);
}

/** The rooms once each as people mean them, each in its first spelling. */
export function distinctRooms(rooms: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const room of rooms) if (!byKey.has(roomKey(room))) byKey.set(roomKey(room), room);
  return [...byKey.values()];
}
