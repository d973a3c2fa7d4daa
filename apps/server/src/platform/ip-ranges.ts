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
  return (ip: string) => {
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
