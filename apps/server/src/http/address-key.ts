import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is counted under by rate limits: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4), an IPv6 address by its /64 — one home or one server
 * holds a whole /64, so counting single IPv6 addresses let one client through 2^64 keys.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  // A dotted IPv4 tail (::1.2.3.4, 1:2::5:6:7:1.2.3.4) stands for two groups.
  const spelled = ip
    .toLowerCase()
    .replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_, a, b, c, d) =>
      [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)].map((n) => n.toString(16)).join(':'),
    );
  const [head = '', tail = ''] = spelled.split('::');
  const left = head ? head.split(':') : [];
  const right = spelled.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = spelled.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+/, '') || '0')
    .join(':')}::/64`;
}
