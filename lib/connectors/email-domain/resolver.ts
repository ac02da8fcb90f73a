import { Resolver } from "node:dns/promises";
import { config } from "@/lib/config";

/** DNS answers that mean "there is no such record", as opposed to "could not ask". */
export class DnsLookupError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "DnsLookupError";
  }
}

export type TxtAnswer = { kind: "records"; records: string[] } | { kind: "nxdomain" };

/** A Resolver on the operator's DNS servers (INTEGRATIONS_DNS_SERVERS) or the system's, cancelled with the sync. */
export function createResolver(signal: AbortSignal): Resolver {
  // c-ares' timeout is per attempt and doubles on the retry: two tries fit in the request budget.
  const resolver = new Resolver({ timeout: Math.max(100, Math.floor(config.integrations.requestTimeoutMs / 3)), tries: 2 });
  const servers = config.integrations.dnsServers;
  try {
    if (servers.length > 0) resolver.setServers(servers);
  } catch (error) {
    throw new Error(`INTEGRATIONS_DNS_SERVERS must list IP addresses, each with an optional port (${servers.join(", ")}): ${(error as Error).message}`);
  }
  if (signal.aborted) resolver.cancel();
  else signal.addEventListener("abort", () => resolver.cancel(), { once: true });
  return resolver;
}

function reason(code: string, name: string): string {
  switch (code) {
    case "ESERVFAIL":
      return `the DNS server failed to answer for ${name} (SERVFAIL)`;
    case "ETIMEOUT":
      return `no DNS answer for ${name} in time`;
    case "EREFUSED":
      return `the DNS server refused the query for ${name}`;
    case "ECONNREFUSED":
      return `could not reach the DNS server to look up ${name}`;
    case "ECANCELLED":
      return "the sync was aborted";
    default:
      return `the DNS lookup of ${name} failed (${code})`;
  }
}

/**
 * The TXT records at a name, each record's character-strings joined (RFC 7208 §3.3). No records (NODATA) is an
 * empty list, a name that does not exist is `nxdomain`; anything else (SERVFAIL, timeout…) throws.
 */
export async function lookupTxt(resolver: Resolver, name: string): Promise<TxtAnswer> {
  try {
    const records = await resolver.resolveTxt(name);
    return { kind: "records", records: records.map((chunks) => chunks.join("")) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "UNKNOWN";
    if (code === "ENODATA") return { kind: "records", records: [] };
    if (code === "ENOTFOUND") return { kind: "nxdomain" };
    throw new DnsLookupError(reason(code, name), code);
  }
}
