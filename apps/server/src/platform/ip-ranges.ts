import { BlockList, isIP } from 'node:net';

/** A set of CIDR ranges (IPv4 and IPv6) that answers whether an address falls in one. */
export function ipRangeSet(cidrs: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', bits] = cidr.split('/');
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits);
    list.addSubnet(address, prefix, type);
  }
  if (cidrs.length === 0) return () => false;
  // Answers are remembered per address (bounded): the check builds objects on every call.
  const seen = new Map<string, boolean>();
  return (ip: string) => {
    const known = seen.get(ip);
    if (known !== undefined) return known;
    const answer = check(ip);
    if (seen.size >= 10_000) seen.clear();
    seen.set(ip, answer);
    return answer;
  };

  function check(ip: string): boolean {
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** True for one CIDR range as ipRangeSet reads it: an IPv4 or IPv6 address, and a prefix in its range. */
export function isCidr(cidr: string): boolean {
  const [address = '', bits, extra] = cidr.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}
