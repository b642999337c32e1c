import { z } from 'zod';
import { filledTextField } from './fields.ts';
import { LIMITS } from './limits.ts';

/**
 * The contest hall (issue 25, docs/contest-hall.md): while the contest runs, its contestants may reach it only
 * from the hall's networks, keep one session per account, and a seat's machine may sign in by its address.
 *
 * The schemas check shapes; the server checks each address and range (hall-addresses.ts, naming the field), and the
 * contest form checks them as they are typed.
 */
export const HALL_LIMITS = { networksMax: 200, seatsMax: 5000 } as const;

/**
 * What a second sign-in of a contestant's account does while the contest runs: 'any' allows it, 'single-refuse'
 * refuses it while another session is alive, 'single-replace' lets it in and signs the others out.
 */
export const SESSION_RULES = ['any', 'single-refuse', 'single-replace'] as const;
export type SessionRule = (typeof SESSION_RULES)[number];

/** The longest address or range written out (an IPv6 range with an IPv4 tail and a zone). */
const ADDRESS_MAX = 100;

const networkField = z
  .string({ error: 'allowedNetworks must be text' })
  .trim()
  .min(1, 'allowedNetworks: a range must not be blank')
  .max(ADDRESS_MAX, `allowedNetworks: a range is at most ${ADDRESS_MAX} characters`);

/** A seat with a fixed address: a request from it with no session is signed in as the account. */
export const hallSeatSchema = z.object({
  address: z
    .string({ error: 'address must be text' })
    .trim()
    .min(1, 'address is required')
    .max(ADDRESS_MAX, `address must be at most ${ADDRESS_MAX} characters`),
  username: filledTextField('username', LIMITS.usernameMax),
});
export type HallSeat = z.infer<typeof hallSeatSchema>;

export const allowedNetworksSchema = z
  .array(networkField)
  .max(HALL_LIMITS.networksMax, `allowedNetworks: at most ${HALL_LIMITS.networksMax} ranges`);
export const sessionRuleSchema = z.enum(SESSION_RULES, {
  error: `sessionRule must be one of ${SESSION_RULES.join(', ')}`,
});
export const ipAutoLoginSchema = z
  .array(hallSeatSchema)
  .max(HALL_LIMITS.seatsMax, `ipAutoLogin: at most ${HALL_LIMITS.seatsMax} seats`);

/** The hall's settings as a contest keeps them; a contest without any is not a hall contest. */
export interface HallSettings {
  /** CIDR ranges (or single addresses) contestants may reach the running contest from; empty: anywhere. */
  allowedNetworks: string[];
  sessionRule: SessionRule;
  /** Seats signed in by their address while the contest runs. */
  ipAutoLogin: HallSeat[];
}

export const NO_HALL: HallSettings = { allowedNetworks: [], sessionRule: 'any', ipAutoLogin: [] };

/** Whether the settings restrict anything (then the contest's contestants see only the contest while it runs). */
export const isHallContest = (hall: HallSettings): boolean =>
  hall.allowedNetworks.length > 0 || hall.sessionRule !== 'any' || hall.ipAutoLogin.length > 0;

/** What get-contest-info tells the caller of the hall. */
export interface ContestHallInfo {
  /** The contest restricts its contestants while it runs (ranges, one session or seats). */
  restricted: boolean;
  /** The caller may reach the contest from where they are now (always for its admins and outside the run). */
  addressAllowed: boolean;
}

/** GET /api/contest-hall/state: the running hall contest that holds the caller, or null. */
export interface ContestHallState {
  confinedTo: { cid: number; title: string; endTime: string } | null;
}
