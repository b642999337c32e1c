import { createHash, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline.
export const hashPassword = (password: string): Promise<string> => hash(password);

/**
 * Accounts carried over from HOJ (`npm run migrate:hoj`) keep HOJ's unsalted MD5 until their first login here,
 * marked with this prefix; no other stored form is read as MD5. The login then stores argon2 instead.
 */
const HOJ_MD5_PREFIX = 'hoj-md5:';
export const hojPasswordHash = (md5Hex: string): string => HOJ_MD5_PREFIX + md5Hex.toLowerCase();
export const isLegacyPasswordHash = (passwordHash: string): boolean =>
  passwordHash.startsWith(HOJ_MD5_PREFIX);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  if (isLegacyPasswordHash(passwordHash))
    return md5Matches(passwordHash.slice(HOJ_MD5_PREFIX.length), password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

function md5Matches(storedHex: string, password: string): boolean {
  const given = createHash('md5').update(password, 'utf8').digest();
  const stored = Buffer.from(storedHex, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}
