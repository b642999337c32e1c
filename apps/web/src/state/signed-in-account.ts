import type { UserInfo } from '@judge/contract';
import { request } from '../api/request';
import { updateUser } from './session';

let reading: Promise<void> | null = null;

/**
 * Reads the signed-in account into the session, once however many ask at a time. A seat of a contest hall is
 * signed in by its address (docs/contest-hall.md): the server's answer brings a token, and no account with it.
 */
export function readSignedInAccount(): Promise<void> {
  reading ??= request<UserInfo>('/api/get-user-info', { quiet: 'background' })
    .then(updateUser, () => undefined)
    .finally(() => {
      reading = null;
    });
  return reading;
}
