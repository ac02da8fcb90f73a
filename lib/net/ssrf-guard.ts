import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIPv4, isIPv6 } from "node:net";
import { promisify } from "node:util";
import ipaddr from "ipaddr.js";

const lookupAll = promisify(dnsLookup) as unknown as (host: string, options: { all: true; verbatim: true }) => Promise<LookupAddress[]>;

/** A URL or host that the SSRF rule refuses: webhook receivers and the systems integrations connect to. */
export class UnsafeTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeTargetError";
  }
}

export function privateWebhookUrlsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.ALLOW_PRIVATE_WEBHOOK_URLS === "true";
}

type V4Block = [ipaddr.IPv4, number];
type V6Block = [ipaddr.IPv6, number];

/**
 * Every block of IANA's IPv4 Special-Purpose Address Registry, plus multicast and class E. None of
 * them is a place a webhook receiver can legitimately live; some (loopback, RFC 1918, link-local with
 * the 169.254.169.254 metadata service, carrier-grade NAT with Alibaba's 100.100.100.200) reach inside.
 */
const NON_GLOBAL_V4: V4Block[] = [
  "0.0.0.0/8", // "this network"; 0.0.0.0 reaches the local host on Linux
  "10.0.0.0/8", // private (RFC 1918)
  "100.64.0.0/10", // shared address space / carrier-grade NAT (RFC 6598)
  "127.0.0.0/8", // loopback
  "169.254.0.0/16", // link-local, cloud metadata
  "172.16.0.0/12", // private
  "192.0.0.0/24", // IETF protocol assignments (DS-Lite, NAT64 discovery, PCP/TURN anycast)
  "192.0.2.0/24", // documentation (TEST-NET-1)
  "192.31.196.0/24", // AS112
  "192.52.193.0/24", // AMT
  "192.88.99.0/24", // deprecated 6to4 relay anycast
  "192.168.0.0/16", // private
  "192.175.48.0/24", // AS112 direct delegation
  "198.18.0.0/15", // benchmarking (RFC 2544)
  "198.51.100.0/24", // documentation (TEST-NET-2)
  "203.0.113.0/24", // documentation (TEST-NET-3)
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, including the limited broadcast 255.255.255.255
].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));

/** IPv6 global unicast (RFC 4291): everything outside it (loopback, ::/96 IPv4-compatible, ULA fc00::/7,
 * link-local fe80::/10, site-local fec0::/10, multicast ff00::/8, discard 100::/64, 64:ff9b:1::/48 local
 * NAT64, SRv6 5f00::/16 …) is refused, except the three forms below whose embedded IPv4 decides. */
const GLOBAL_UNICAST_V6: V6Block = ipaddr.IPv6.parseCIDR("2000::/3");

/** Inside 2000::/3, the blocks of IANA's IPv6 Special-Purpose Address Registry that are not receivers. */
const NON_GLOBAL_V6: V6Block[] = [
  "2001::/23", // IETF protocol assignments: Teredo 2001::/32, benchmarking 2001:2::/48, AMT, AS112, ORCHID(v2), DETs
  "2001:db8::/32", // documentation
  "2620:4f:8000::/48", // AS112 direct delegation
  "3fff::/20", // documentation (RFC 9637)
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

const IPV4_MAPPED: V6Block = ipaddr.IPv6.parseCIDR("::ffff:0:0/96");
const NAT64_WELL_KNOWN: V6Block = ipaddr.IPv6.parseCIDR("64:ff9b::/96");
const SIX_TO_FOUR: V6Block = ipaddr.IPv6.parseCIDR("2002::/16");

function isGlobalV4(address: ipaddr.IPv4): boolean {
  // Two independent judgements must agree: our table of the registry and ipaddr.js's ranges.
  return !NON_GLOBAL_V4.some((block) => address.match(block)) && address.range() === "unicast";
}

function v4FromParts(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 address a packet to this IPv6 address actually goes to, for the forms that translate to
 * IPv4 (mapped, NAT64 well-known prefix, 6to4); undefined for every other form.
 */
function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = address.parts;
  if (address.match(IPV4_MAPPED) || address.match(NAT64_WELL_KNOWN)) return v4FromParts(p[6], p[7]);
  if (address.match(SIX_TO_FOUR)) return v4FromParts(p[1], p[2]);
  return undefined;
}

function isGlobalV6(address: ipaddr.IPv6): boolean {
  const v4 = embeddedV4(address);
  if (v4) return isGlobalV4(v4);
  return address.match(GLOBAL_UNICAST_V6) && !NON_GLOBAL_V6.some((block) => address.match(block)) && address.range() === "unicast";
}

/**
 * Only global unicast addresses may receive webhooks: an allow-list, so a form nobody thought of is
 * refused rather than let through. IPv4 must be outside every special-purpose block; IPv6 must be in
 * 2000::/3 and outside the special-purpose blocks there, or be a mapped / NAT64 / 6to4 address whose
 * embedded IPv4 is global. Anything else — unparseable, or IPv4 not in dotted-quad form — is refused.
 */
export function isForbiddenAddress(address: string): boolean {
  if (isIPv4(address)) return !isGlobalV4(ipaddr.IPv4.parse(address));
  const v6 = parseIPv6(address);
  return v6 === undefined || !isGlobalV6(v6);
}

/**
 * ipaddr.js reads an embedded dotted quad as IPv4-MAPPED whatever precedes it (`::8.8.8.8`, which
 * getaddrinfo prints for the IPv4-compatible ::808:808, would pass as ::ffff:8.8.8.8). The WHATWG URL
 * parser serialises the address exactly, as hex groups, so ipaddr.js only ever sees that form. A zone
 * id (`fe80::1%eth0`) does not parse as a URL host: refused, as only scoped addresses carry one.
 */
function parseIPv6(address: string): ipaddr.IPv6 | undefined {
  if (!isIPv6(address)) return undefined;
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    return undefined;
  }
}

function hostOf(url: URL): string {
  // URL keeps IPv6 literals bracketed.
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

export async function resolveHost(host: string): Promise<string[]> {
  if (ipaddr.isValid(host)) return [host];
  try {
    const addresses = await lookupAll(host, { all: true, verbatim: true });
    return addresses.map((a) => a.address);
  } catch {
    throw new UnsafeTargetError(`the host ${host} does not resolve`);
  }
}

/**
 * Refuses a URL that is not http(s) or whose host resolves to any non-public address. Checked at
 * registration and again before each delivery (DNS may have changed); `guardedLookup` closes the
 * remaining gap between this check and the connection.
 */
export async function assertDeliverableUrl(raw: string, allowPrivate = privateWebhookUrlsAllowed()): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeTargetError("the URL is not valid");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UnsafeTargetError("the URL must use http or https");
  if (url.username || url.password) throw new UnsafeTargetError("the URL must not carry credentials");
  const addresses = await resolveHost(hostOf(url));
  if (allowPrivate) return;
  const bad = addresses.find(isForbiddenAddress);
  if (bad !== undefined) {
    throw new UnsafeTargetError(`the host ${hostOf(url)} resolves to ${bad}, a loopback, private, link-local or otherwise non-public address`);
  }
}

/**
 * The same rule for a host an integration connects to (a PostgreSQL server, a TLS endpoint, a vendor's
 * self-hosted base URL): every address it resolves to must be public unless the operator allows private
 * targets (ALLOW_PRIVATE_INTEGRATION_TARGETS). Pair it with `guardedLookup` on the connection itself.
 */
export async function assertPublicHost(host: string, allowPrivate: boolean): Promise<void> {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  const addresses = await resolveHost(bare);
  if (allowPrivate) return;
  const bad = addresses.find(isForbiddenAddress);
  if (bad !== undefined) {
    throw new UnsafeTargetError(`the host ${bare} resolves to ${bad}, a loopback, private, link-local or otherwise non-public address`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that refuses non-public addresses at connection time, so a host that
 * re-resolves to an internal address after the check (DNS rebinding) still cannot be reached.
 */
export function guardedLookup(allowPrivate = privateWebhookUrlsAllowed()) {
  return (hostname: string, options: { all?: boolean; family?: number } | number, callback: LookupCallback) => {
    const opts = typeof options === "number" ? { family: options } : options;
    dnsLookup(hostname, { ...opts, all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, opts.all ? [] : "", undefined);
      const list = addresses as LookupAddress[];
      if (!allowPrivate) {
        const bad = list.find((a) => isForbiddenAddress(a.address));
        if (bad) {
          const refused = Object.assign(new Error(`refused to connect to non-public address ${bad.address}`), {
            code: "EADDRNOTALLOWED",
          });
          return callback(refused, opts.all ? [] : "", undefined);
        }
      }
      if (opts.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "", undefined);
      callback(null, first.address, first.family);
    });
  };
}
