import { z } from 'zod';
import { pageQuery, pageOf } from './envelope.ts';
import { filledTextField, idField } from './fields.ts';
import { ROOM_MAX } from './contest-teams.ts';
import { acInfoPageResponse, contestPrintPageResponse } from './contest-responses.ts';
import type { AcInfoRow } from './contest-balloons.ts';
import type { ContestPrintRow } from './contest-prints.ts';

/**
 * Balloon and print volunteers (issue 25, docs/contest-volunteers.md): a contest's admins give accounts the duty
 * of running its balloons and prints; a volunteer sees those two queues of its contests and nothing else of them,
 * claims a delivery (first come) and marks it done, or releases it.
 */

/** What a volunteer delivers: a balloon (keyed by its first accepted submission) or a print (by its id). */
export const DELIVERY_KINDS = ['balloon', 'print'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** What a volunteer does with a delivery; each is its own call, so each has its own audit action. */
export const DELIVERY_ACTIONS = ['claim', 'release', 'done'] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];

/** GET /api/admin/contest/volunteers?cid= (and GET /api/admin/contest/rooms?cid=, the rooms of its teams) */
export const contestVolunteersQuery = z.object({ cid: idField('cid') });

/** At most this many rooms in one volunteer's duty. */
export const VOLUNTEER_ROOMS_MAX = 20;

/**
 * The rooms of a volunteer's duty (docs/contest-volunteers.md "Rooms"): none, every row of the queues; some, only
 * the rows whose team sits in one of them. Trimmed; the server keeps each once as people mean it (case and
 * inner spaces aside, docs/contest-volunteers.md "Rooms"), in its first spelling.
 */
export const volunteerRoomsField = z
  .array(filledTextField('rooms', ROOM_MAX), { error: 'rooms must be a list of rooms' })
  .max(VOLUNTEER_ROOMS_MAX, `rooms must hold at most ${VOLUNTEER_ROOMS_MAX} rooms`)
  .transform((rooms) => [...new Set(rooms)]);

/** POST /api/admin/contest/volunteer `{ cid, username, rooms? }` */
export const addVolunteerBody = z.object({
  cid: idField('cid'),
  username: z
    .string({ error: 'Enter a username' })
    .trim()
    .min(1, 'Enter a username')
    .max(100, 'Enter a username'),
  rooms: volunteerRoomsField.default([]),
});
export type AddVolunteerBody = z.input<typeof addVolunteerBody>;

/** PUT /api/admin/contest/volunteer `{ cid, uid, rooms }`: the duty's rooms changed (empty: every room). */
export const volunteerRoomsBody = z.object({
  cid: idField('cid'),
  uid: idField('uid'),
  rooms: volunteerRoomsField,
});
export type VolunteerRoomsBody = z.input<typeof volunteerRoomsBody>;

/** The contest's rooms, for the pickers: the rooms its teams sit in, sorted. */
export const contestRoomsResponse = z.array(z.string());

/** DELETE /api/admin/contest/volunteer?cid=&uid= */
export const removeVolunteerQuery = z.object({ cid: idField('cid'), uid: idField('uid') });

/** One volunteer of a contest, as its admins list them. */
export interface ContestVolunteer {
  uid: number;
  username: string;
  realname: string | null;
  /** When the duty was given. */
  gmtCreate: string;
  /** The rooms it serves (empty: every room). */
  rooms: string[];
}
const int = z.number().int();
export const contestVolunteersResponse = z.array(
  z.object({
    uid: int,
    username: z.string(),
    realname: z.string().nullable(),
    gmtCreate: z.string(),
    rooms: z.array(z.string()),
  }) satisfies z.ZodType<ContestVolunteer>,
);

/** A contest the caller volunteers for (GET /api/volunteer/contests): what its page needs to open its queues. */
export interface VolunteerContest {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  /** Balloons belong to ACM contests (0) only. */
  type: number;
  /** Printing was ever open: the print queue is shown when it is open or holds anything. */
  openPrint: boolean;
  teamContest: boolean;
  /** The rooms of the caller's duty: its queues show their rows only (empty: every room). */
  rooms: string[];
}
export const volunteerContestsResponse = z.array(
  z.object({
    id: int,
    title: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    type: int,
    openPrint: z.boolean(),
    teamContest: z.boolean(),
    rooms: z.array(z.string()),
  }) satisfies z.ZodType<VolunteerContest>,
);

/** GET /api/volunteer/balloons and /api/volunteer/prints (cid, currentPage, limit). */
export const deliveryQueueQuery = pageQuery.extend({
  cid: idField('cid'),
  limit: pageQuery.shape.limit.default(20),
});
export type DeliveryQueueQuery = z.input<typeof deliveryQueueQuery>;

/** GET /api/file/volunteer-print-text?cid=&id= : a print's text for the volunteer who prints and delivers it. */
export const volunteerPrintTextQuery = z.object({ cid: idField('cid'), id: idField('id') });

/** PUT /api/volunteer/delivery/{claim,release,done} `{ cid, kind, id }` */
export const deliveryActionBody = z.object({
  cid: idField('cid'),
  kind: z.enum(DELIVERY_KINDS, { error: 'kind must be balloon or print' }),
  id: idField('id'),
});
export type DeliveryActionBody = z.input<typeof deliveryActionBody>;

/** Who has a delivery in hand, since when, and when it was done (null: still on the way). */
export interface DeliveryClaim {
  uid: number;
  username: string;
  claimedAt: string;
  doneAt: string | null;
}
const deliveryClaimSchema = z.object({
  uid: int,
  username: z.string(),
  claimedAt: z.string(),
  doneAt: z.string().nullable(),
}) satisfies z.ZodType<DeliveryClaim>;

export interface VolunteerBalloonRow extends AcInfoRow {
  claim: DeliveryClaim | null;
}
export interface VolunteerPrintRow extends ContestPrintRow {
  claim: DeliveryClaim | null;
}
export const volunteerBalloonPageResponse = pageOf(
  acInfoPageResponse.shape.records.element.extend({
    claim: deliveryClaimSchema.nullable(),
  }) satisfies z.ZodType<VolunteerBalloonRow>,
);
export const volunteerPrintPageResponse = pageOf(
  contestPrintPageResponse.shape.records.element.extend({
    claim: deliveryClaimSchema.nullable(),
  }) satisfies z.ZodType<VolunteerPrintRow>,
);
