import { Resolver } from "node:dns/promises";
import { config } from "@/lib/config";

export class DnsCheckError extends Error {}

/** The TXT records at `name` (each record's strings joined), asked of DNS_SERVERS or the system's resolvers, with a deadline. */
export async function resolveTxt(name: string): Promise<string[]> {
  // c-ares' timeout is per attempt and doubles on the retry: two tries fit in the budget.
  const resolver = new Resolver({ timeout: Math.max(100, Math.floor(config.sso.requestTimeoutMs / 3)), tries: 2 });
  const servers = config.sso.dnsServers;
  if (servers.length > 0) {
    try {
      resolver.setServers(servers);
    } catch (error) {
      throw new Error(`DNS_SERVERS must list IP addresses, each with an optional port (${servers.join(", ")}): ${(error as Error).message}`);
    }
  }
  try {
    const records = await resolver.resolveTxt(name);
    return records.map((chunks) => chunks.join(""));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "UNKNOWN";
    if (code === "ENODATA" || code === "ENOTFOUND") return [];
    throw new DnsCheckError(code === "ETIMEOUT" ? `no DNS answer for ${name} in time` : `the DNS lookup of ${name} failed (${code})`);
  }
}
