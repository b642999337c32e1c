/**
 * The CRC-32 of two texts joined, from each one's CRC and the second's length, without reading either again
 * (the gzip trailer of a body put together from pieces whose CRCs were computed when they were made).
 * Arithmetic on polynomials over GF(2) modulo the CRC's polynomial, in its reflected form, where the top bit
 * is x^0: a CRC moved past n zero bytes is a product with x^(8n), and x^(8n) is built from x^(2^k) squares.
 */

/** CRC-32's polynomial (IEEE 802.3), reflected. */
const POLYNOMIAL = 0xedb88320;
const X_TO_THE_0 = 0x80000000;

/** a(x) * b(x) modulo the polynomial. */
function multiply(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = X_TO_THE_0; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31 (the powers repeat with period 32 in k past that). */
const SQUARES: number[] = [];
for (let k = 0, power = X_TO_THE_0 >>> 1; k < 32; k += 1, power = multiply(power, power)) SQUARES.push(power);

/** x^(8 * bytes) modulo the polynomial. */
function shiftByBytes(bytes: number): number {
  let result = X_TO_THE_0;
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k += 1)
    if (n % 2 === 1) result = multiply(SQUARES[k % 32], result);
  return result;
}

/** CRC-32 of A followed by B, given CRC-32 of A, CRC-32 of B and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiply(shiftByBytes(lengthB), crcA) ^ crcB) >>> 0;
}
