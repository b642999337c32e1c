import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { filledTextField } from './fields.ts';
import { LIMITS } from './limits.ts';

/**
 * The contest hall (issue 25, docs/contest-hall.md): while the contest runs, its contestants may reach it only
 * from the hall's networks, keep one session per account, and a seat's machine may sign in by its address.
 *
 * Addresses are read with ipaddr.js (the parser Fastify's own trust-proxy rule uses, so it is installed with the
 * server anyway, and it runs in the browser): IPv4 only in the four-part dotted form, since the loose forms a
 * parser may also accept ("10.1", "167772161") are easy to type by mistake and would name other machines.
 */
export const HALL_LIMITS = { networksMax: 200, seatsMax: 5000 } as const;

/**
 * What a second sign-in of a contestant's account does while the contest runs: 'any' allows it, 'single-refuse'
 * refuses it while another session is alive, 'single-replace' lets it in and signs the others out.
 */
export const SESSION_RULES = ['any', 'single-refuse', 'single-replace'] as const;
export type SessionRule = (typeof SESSION_RULES)[number];

/** One address, IPv4 (four-part dotted) or IPv6. */
export function isIpAddress(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text) || (text.includes(':') && ipaddr.IPv6.isValid(text));
}

/** A CIDR range (10.0.0.0/8, 2001:db8::/32) or one address (a range of one). */
export function isNetwork(text: string): boolean {
  if (!text.includes('/')) return isIpAddress(text);
  return ipaddr.IPv4.isValidCIDRFourPartDecimal(text) || ipaddr.IPv6.isValidCIDR(text);
}

/** An address as the server compares it: an IPv4-mapped IPv6 address (::ffff:10.0.0.5) is its IPv4. */
function parsedAddress(text: string) {
  try {
    return ipaddr.process(text);
  } catch {
    return null;
  }
}

/** One address as a range of one. */
function wholeAddress(text: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  const address = ipaddr.process(text);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/** Whether the address lies in one of the networks (an unknown or malformed address lies in none). */
export function addressInNetworks(address: string | null, networks: readonly string[]): boolean {
  const parsed = address ? parsedAddress(address) : null;
  if (!parsed) return false;
  return networks.some((network) => {
    const [base, bits] = network.includes('/') ? ipaddr.parseCIDR(network) : wholeAddress(network);
    return base.kind() === parsed.kind() && parsed.match(base, bits);
  });
}

/** Whether two addresses name the same machine (10.0.0.5 and ::ffff:10.0.0.5 do). */
export function sameAddress(left: string | null, right: string): boolean {
  const a = left ? parsedAddress(left) : null;
  const b = parsedAddress(right);
  return (
    a !== null && b !== null && a.kind() === b.kind() && a.toNormalizedString() === b.toNormalizedString()
  );
}

const networkField = z
  .string({ error: 'allowedNetworks must be text' })
  .trim()
  .refine(isNetwork, 'each entry must be an IP address or a CIDR range such as 10.1.0.0/16 or 2001:db8::/48');

/** A seat with a fixed address: a request from it with no session is signed in as the account. */
export const hallSeatSchema = z.object({
  address: z
    .string({ error: 'address must be text' })
    .trim()
    .refine(isIpAddress, 'address must be one IP address such as 10.1.2.3 or 2001:db8::3'),
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
  .max(HALL_LIMITS.seatsMax, `ipAutoLogin: at most ${HALL_LIMITS.seatsMax} seats`)
  .superRefine((seats, ctx) => {
    const taken = new Map<string, number>();
    seats.forEach((seat, i) => {
      const key = parsedAddress(seat.address)?.toNormalizedString() ?? seat.address;
      if (taken.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'address'], message: `${seat.address} is given twice` });
      taken.set(key, i);
    });
  });

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
