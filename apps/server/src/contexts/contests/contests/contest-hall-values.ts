import { NO_HALL, isHallContest, type ContestSaveInput, type HallSettings } from '@judge/contract';
import { addressKey, isIpAddress, isNetwork } from '@judge/contract/hall-addresses';
import { invalidField } from '../../../errors.ts';
import { keptJson } from '../../../lib/kept-json.ts';

function readStored(text: string | null): Partial<HallSettings> {
  if (!text) return {};
  try {
    return keptJson(text) as Partial<HallSettings>;
  } catch {
    return {};
  }
}

/** The contest's hall as every reader sees it (migration 049); a contest with none restricts nothing. */
export function presentHall(row: { hallSettings: string | null }): HallSettings {
  const stored = readStored(row.hallSettings);
  return {
    allowedNetworks: stored.allowedNetworks ?? NO_HALL.allowedNetworks,
    sessionRule: stored.sessionRule ?? NO_HALL.sessionRule,
    ipAutoLogin: stored.ipAutoLogin ?? NO_HALL.ipAutoLogin,
  };
}

/** Each range and seat address the form sent is one, and no seat address is given twice (400 naming it). */
function checkAddresses(body: Pick<ContestSaveInput, 'allowedNetworks' | 'ipAutoLogin'>) {
  (body.allowedNetworks ?? []).forEach((network, i) => {
    if (!isNetwork(network))
      throw invalidField(
        `allowedNetworks.${i}`,
        `${network} is not an IP address or a CIDR range such as 10.1.0.0/16 or 2001:db8::/48`,
      );
  });
  const taken = new Set<string>();
  (body.ipAutoLogin ?? []).forEach((seat, i) => {
    if (!isIpAddress(seat.address))
      throw invalidField(
        `ipAutoLogin.${i}.address`,
        `${seat.address} is not one IP address such as 10.1.2.3`,
      );
    const key = addressKey(seat.address);
    if (taken.has(key)) throw invalidField(`ipAutoLogin.${i}.address`, `${seat.address} is given twice`);
    taken.add(key);
  });
}

/**
 * The form's hall settings as stored: each one omitted keeps the stored value on an edit (a client that knows
 * nothing of the hall, as the reference's, leaves it as it was) and is none on a new contest.
 */
export function hallValuesFrom(
  body: Pick<ContestSaveInput, 'allowedNetworks' | 'sessionRule' | 'ipAutoLogin'>,
  stored: { hallSettings: string | null } | null,
): { hallSettings: string | null } {
  checkAddresses(body);
  const kept = stored ? presentHall(stored) : NO_HALL;
  const hall: HallSettings = {
    allowedNetworks: body.allowedNetworks ?? kept.allowedNetworks,
    sessionRule: body.sessionRule ?? kept.sessionRule,
    ipAutoLogin: body.ipAutoLogin ?? kept.ipAutoLogin,
  };
  return { hallSettings: isHallContest(hall) ? JSON.stringify(hall) : null };
}
