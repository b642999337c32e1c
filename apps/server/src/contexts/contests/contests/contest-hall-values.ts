import { NO_HALL, isHallContest, type ContestSaveInput, type HallSettings } from '@judge/contract';

function readStored(text: string | null): Partial<HallSettings> {
  if (!text) return {};
  try {
    return JSON.parse(text) as Partial<HallSettings>;
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

/**
 * The form's hall settings as stored: each one omitted keeps the stored value on an edit (a client that knows
 * nothing of the hall, as the reference's, leaves it as it was) and is none on a new contest.
 */
export function hallValuesFrom(
  body: Pick<ContestSaveInput, 'allowedNetworks' | 'sessionRule' | 'ipAutoLogin'>,
  stored: { hallSettings: string | null } | null,
): { hallSettings: string | null } {
  const kept = stored ? presentHall(stored) : NO_HALL;
  const hall: HallSettings = {
    allowedNetworks: body.allowedNetworks ?? kept.allowedNetworks,
    sessionRule: body.sessionRule ?? kept.sessionRule,
    ipAutoLogin: body.ipAutoLogin ?? kept.ipAutoLogin,
  };
  return { hallSettings: isHallContest(hall) ? JSON.stringify(hall) : null };
}
