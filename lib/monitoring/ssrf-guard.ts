import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { promisify } from "node:util";
import ipaddr from "ipaddr.js";

const lookupAll = promisify(dnsLookup) as unknown as (
  host: string,
  options: { all: true; verbatim: true },
) => Promise<LookupAddress[]>;

export class UnsafeWebhookUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeWebhookUrlError";
  }
}

export function privateWebhookUrlsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.ALLOW_PRIVATE_WEBHOOK_URLS === "true";
}

/**
 * Only public unicast addresses may receive webhooks. Everything else — loopback, RFC 1918, link-local
 * (which holds the 169.254.169.254 cloud metadata service), carrier-grade NAT (Alibaba's metadata
 * address), unique-local IPv6 (AWS's fd00:ec2::254), multicast, reserved, and the IPv6 forms that
 * embed an IPv4 address (mapped, NAT64, 6to4, Teredo) — is refused.
 */
export function isForbiddenAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return ipaddr.process(address).range() !== "unicast";
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
    throw new UnsafeWebhookUrlError(`the host ${host} does not resolve`);
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
    throw new UnsafeWebhookUrlError("the URL is not valid");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UnsafeWebhookUrlError("the URL must use http or https");
  if (url.username || url.password) throw new UnsafeWebhookUrlError("the URL must not carry credentials");
  const addresses = await resolveHost(hostOf(url));
  if (allowPrivate) return;
  const bad = addresses.find(isForbiddenAddress);
  if (bad !== undefined) {
    throw new UnsafeWebhookUrlError(
      `the host ${hostOf(url)} resolves to ${bad}, a loopback, private, link-local or otherwise non-public address`,
    );
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
