import { invalidField } from '../../../errors.ts';

/** The header a client names a write it may retry by (docs/api.md "Submissions"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

// Visible ASCII only: the key is stored and compared as sent, and a header carries nothing else reliably.
const KEY_SHAPE = /^[\x21-\x7e]{8,100}$/;

/** The key a request sent, or undefined; a malformed one is refused, naming the header. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_SHAPE.test(header))
    throw invalidField(
      IDEMPOTENCY_KEY_HEADER,
      'must be one value of 8 to 100 visible ASCII characters (letters, digits, punctuation)',
    );
  return header;
}
