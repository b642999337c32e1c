import ipaddr from 'ipaddr.js';

/**
 * The contest hall's addresses (docs/contest-hall.md), read with ipaddr.js: the parser Fastify's own trust-proxy
 * rule uses (so the server installs it anyway), and it runs in the browser. A module of its own, outside the
 * contract's index (`@judge/contract/hall-addresses`), so that only the contest form's page loads it, not every page
 * that reads a contract constant.
 *
 * IPv4 only in the four-part dotted form: the loose forms a parser may also accept ("10.1", "167772161") are easy
 * to type by mistake and would name other machines.
 */

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

/** The address as one spelling of it (10.0.0.5 and ::ffff:10.0.0.5 are one machine), or the text if none. */
export const addressKey = (text: string) => parsedAddress(text)?.toNormalizedString() ?? text;

/** Whether two addresses name the same machine. */
export function sameAddress(left: string | null, right: string): boolean {
  return left !== null && parsedAddress(left) !== null && addressKey(left) === addressKey(right);
}
