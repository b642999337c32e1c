import type { AdminContestView, HallSeat, SessionRule } from '@judge/contract';
// Its own module, so that only this page loads the address parser (hall-addresses.ts).
import { isIpAddress, isNetwork } from '@judge/contract/hall-addresses';

/**
 * The contest hall's fields of the contest form (docs/contest-hall.md): the allowed networks as text, one range per
 * line (spaces and commas separate too), and the seats as lines 'address username', so a list pasted from a seat
 * plan's spreadsheet (tab-separated) reads as it is.
 */
export interface HallFormValues {
  hallNetworks: string;
  sessionRule: SessionRule;
  hallSeats: string;
}

const entries = (text: string) => text.split(/[\s,，]+/).filter(Boolean);
const lines = (text: string) => text.split(/\r?\n/);

/** The stored hall as the form shows it; a new contest has none. */
export function hallFields(
  view: Pick<AdminContestView, 'allowedNetworks' | 'sessionRule' | 'ipAutoLogin'> | null,
) {
  return {
    hallNetworks: (view?.allowedNetworks ?? []).join('\n'),
    sessionRule: view?.sessionRule ?? ('any' as const),
    hallSeats: (view?.ipAutoLogin ?? []).map((seat) => `${seat.address} ${seat.username}`).join('\n'),
  };
}

/** The ranges of the text; the first entry that is none, if any. */
export function readNetworks(text: string): { networks: string[]; invalid: string | null } {
  const networks = entries(text);
  return { networks, invalid: networks.find((entry) => !isNetwork(entry)) ?? null };
}

/** The seats of the text; the number (from 1) of the first line that is not 'address username', if any. */
export function readSeats(text: string): { seats: HallSeat[]; invalidLine: number | null } {
  const seats: HallSeat[] = [];
  let invalidLine: number | null = null;
  lines(text).forEach((line, index) => {
    const parts = entries(line);
    if (parts.length === 0) return;
    const [address, username] = parts;
    if (parts.length !== 2 || !isIpAddress(address!)) invalidLine ??= index + 1;
    else seats.push({ address: address!, username: username! });
  });
  return { seats, invalidLine };
}

/** The hall's part of the form's body. */
export function hallToBody(values: HallFormValues) {
  return {
    allowedNetworks: readNetworks(values.hallNetworks).networks,
    sessionRule: values.sessionRule,
    ipAutoLogin: readSeats(values.hallSeats).seats,
  };
}
