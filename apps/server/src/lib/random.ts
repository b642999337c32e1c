import { randomBytes, randomInt } from 'node:crypto';

export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('base64url');
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => String(randomInt(0, 10))).join('');
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Passwords without look-alike characters (l/1, O/0), for lists printed and handed out. */
export const randomPassword = (length: number): string =>
  Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(0, PASSWORD_ALPHABET.length)]).join('');
