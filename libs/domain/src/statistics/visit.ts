// What one "visit" of a property is, for the owners' statistics: a person's
// browser on one network showed the property page on one Brussels day.
// Nothing a client controls (its User-Agent, its cookies) can make it count
// twice: the visitor is known by the network address the BFF saw alone.
import { isBotUserAgent } from './bot-user-agent';

/**
 * Beacons one network may send per hour, all properties together, before the
 * further ones count nothing. A person reading listings sends a few dozen; a
 * script walking the catalogue sends hundreds.
 */
export const VIEW_BEACON_BUDGET_PER_HOUR = 60;

/**
 * What a beacon is worth before the once-a-day rule: `visit` counts unless the
 * same network already visited that property that Brussels day; `bot` and
 * `over-budget` count nothing. The beacon answers alike in every case, so a
 * script cannot tell whether it was counted.
 */
export type BeaconVerdict = 'visit' | 'bot' | 'over-budget';

export interface Beacon {
  userAgent: string | null | undefined;
  /** Beacons from the same network this hour, this one included. */
  beaconsThisHour: number;
}

export function beaconVerdict(beacon: Beacon, budgetPerHour: number = VIEW_BEACON_BUDGET_PER_HOUR): BeaconVerdict {
  if (isBotUserAgent(beacon.userAgent)) return 'bot';
  if (beacon.beaconsThisHour > budgetPerHour) return 'over-budget';
  return 'visit';
}

/**
 * The network a visitor is known by: an IPv4 address itself (an IPv4-mapped
 * IPv6 one as IPv4), an IPv6 address by its /64, the prefix a provider gives
 * one subscriber, who can pick any address inside it. Anything that is not an
 * IP address comes back trimmed and lower-cased.
 */
export function visitorNetwork(ip: string): string {
  return networkOf(ip, 64);
}

/**
 * The network an abuse budget counts (forms' mails, uploads, bookings): as
 * visitorNetwork, but an IPv6 address by its /48, the block a provider or a
 * hosting company routes to one customer, so a bot cannot spend a fresh /64
 * budget by hopping inside its own allocation.
 */
export function budgetNetwork(ip: string): string {
  return networkOf(ip, 48);
}

function networkOf(ip: string, ipv6PrefixBits: 48 | 64): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, ipv6PrefixBits / 16).join(':')}::/${ipv6PrefixBits}` : address;
}

/** The eight groups of an IPv6 address, without leading zeros; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined): string[] => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  // A trailing dotted IPv4 (64:ff9b::192.0.2.1) fills the last two groups.
  const last = tail.length > 0 ? tail : head;
  const dotted = last.at(-1);
  if (dotted?.includes('.')) {
    const octets = dotted.split('.').map(Number);
    if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet > 255)) return null;
    last.splice(-1, 1, ((octets[0]! << 8) | octets[1]!).toString(16), ((octets[2]! << 8) | octets[3]!).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
}
