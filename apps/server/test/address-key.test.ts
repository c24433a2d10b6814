import { describe, expect, it } from 'vitest';
import { addressKey } from '../src/http/address-key.ts';

describe('addressKey', () => {
  it('counts IPv4 as itself, mapped IPv4 as IPv4, IPv6 by its /64', () => {
    expect(addressKey('1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads a dotted IPv4 tail as two groups, so the /64 is the right one', () => {
    // Eight groups in all: 1:2:0:5:6:7:102:304.
    expect(addressKey('1:2::5:6:7:1.2.3.4')).toBe('1:2:0:5::/64');
    expect(addressKey('1:2:3:4:5:6:1.2.3.4')).toBe('1:2:3:4::/64');
  });
});
