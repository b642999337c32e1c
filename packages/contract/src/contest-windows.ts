import { z } from 'zod';
import { idField } from './fields.ts';

/**
 * Per-contestant time windows (issue 25, docs/contest-rules.md "Own time windows"): a contest's admins give one
 * contestant, or in a team contest one team, a start and end of its own (a late starter, extra time). Its
 * submissions are taken inside that window only, its page counts down to its own end, and the board counts its
 * contest time from its own start.
 */

/** A contestant's or team's own start and end (ISO times). */
export interface ContestWindow {
  startTime: string;
  endTime: string;
}
export const contestWindowSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
}) satisfies z.ZodType<ContestWindow>;

/** One window as the admins list it: whose it is (the team's name in a team contest), and its times. */
export interface ContestWindowRow extends ContestWindow {
  /** The board's row key: a contestant's uid, a team's negative id. */
  rowKey: number;
  /** The contestant's username, or the team's name. */
  name: string;
}
export const contestWindowsResponse = z.array(
  contestWindowSchema.extend({
    rowKey: z.number().int(),
    name: z.string(),
  }) satisfies z.ZodType<ContestWindowRow>,
);

const isoTime = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .refine((value) => !Number.isNaN(Date.parse(value)), `${field} must be a date and time`)
    .transform((value) => new Date(value).toISOString());

/** GET /api/admin/contest/windows?cid= */
export const contestWindowsQuery = z.object({ cid: idField('cid') });

/**
 * PUT /api/admin/contest/window `{ cid, username, startTime, endTime }`: in a team contest the window is the
 * username's team's.
 */
export const setContestWindowBody = z
  .object({
    cid: idField('cid'),
    username: z.string({ error: 'Enter a username' }).trim().min(1, 'Enter a username').max(100),
    startTime: isoTime('startTime'),
    endTime: isoTime('endTime'),
  })
  .refine((body) => Date.parse(body.endTime) > Date.parse(body.startTime), {
    path: ['endTime'],
    message: 'The end must be after the start',
  });
export type SetContestWindowBody = z.input<typeof setContestWindowBody>;

/** DELETE /api/admin/contest/window?cid=&rowKey= */
export const removeContestWindowQuery = z.object({
  cid: idField('cid'),
  rowKey: z.coerce
    .number({ error: 'rowKey must be a number' })
    .int()
    .refine((key) => key !== 0, 'rowKey must not be 0'),
});
