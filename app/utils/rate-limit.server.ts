import { sha256Hex } from '~/utils/crypto'

/**
 * The keys of the rate limits (app/models/site/rate-limits.server.ts counts them): one-way
 * hashes of a client's network or an identifier, never the raw address or email.
 */

/** Constant mixed into every hash so our hashes do not match plain SHA-256 tables of IPs or emails. */
const HASH_PEPPER = 'haven-rate-limit-v1'

/** One-way hash of an identifier (IP address, lower-cased email) for use in a limiter key. */
export function hashIdentifier(value: string): Promise<string> {
  return sha256Hex(`${HASH_PEPPER}:${value.trim().toLowerCase()}`)
}

/**
 * The network a client address stands for in a limiter key: an IPv4 address whole, an IPv6
 * address by its /64 prefix (one subscriber usually gets a whole /64, so keying on the full
 * address would give them endless buckets). An IPv4-mapped IPv6 address counts as its IPv4.
 */
export function clientNetwork(address: string): string {
  const value = address.trim().toLowerCase()
  if (!value.includes(':')) return value
  const mapped = /^[0:]*:ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value)
  if (mapped) return mapped[1]
  const [head, tail = ''] = value.split('%')[0].split('::')
  const groups = (part: string) => (part ? part.split(':') : [])
  const left = groups(head)
  const right = value.includes('::') ? groups(tail) : []
  // an embedded IPv4 tail (a.b.c.d) takes two groups; only the first four groups matter here
  const fill = Math.max(0, 8 - left.length - right.length)
  const all = value.includes('::') ? [...left, ...Array<string>(fill).fill('0'), ...right] : left
  if (all.length < 4 || all.slice(0, 4).some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return value
  return `${all
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Hash of the client's network (clientNetwork) from Cloudflare's `CF-Connecting-IP` header. The
 * raw address is never stored. Requests without the header (local tools) share the key of 'unknown'.
 */
export function clientIpHash(request: Request): Promise<string> {
  return hashIdentifier(clientNetwork(request.headers.get('CF-Connecting-IP') ?? 'unknown'))
}
