import ipaddr from "ipaddr.js";

/** A row of pg_hba_file_rules, lists already joined with commas. */
export interface HbaRule {
  line: number;
  type: string;
  database: string;
  user: string;
  address: string | null;
  netmask: string | null;
  method: string;
}

/** Connection types that match a connection without TLS (`host` matches both; `hostnogssenc` any but GSSAPI-encrypted). */
const PLAINTEXT_TYPES = new Set(["host", "hostnossl", "hostnogssenc"]);

type Family = "ipv4" | "ipv6";

function prefixOf(address: ipaddr.IPv4 | ipaddr.IPv6, netmask: string | null): number {
  if (!netmask) return address.kind() === "ipv4" ? 32 : 128;
  try {
    return ipaddr.parse(netmask).prefixLengthFromSubnetMask() ?? 0;
  } catch {
    return 0;
  }
}

/**
 * Which client families a rule's address can match, and whether it only matches the server itself:
 * loopback addresses, `localhost` and `samehost` are local; `all`, `samenet`, networks and other host names
 * are reachable from elsewhere.
 */
function scope(rule: HbaRule): { local: boolean; families: Family[]; whole: boolean } {
  const both: Family[] = ["ipv4", "ipv6"];
  const address = rule.address ?? "all";
  if (address === "samehost" || address === "localhost") return { local: true, families: both, whole: false };
  if (address === "all") return { local: false, families: both, whole: true };
  if (address === "samenet" || !ipaddr.isValid(address)) return { local: false, families: both, whole: false };
  const ip = ipaddr.parse(address);
  const prefix = prefixOf(ip, rule.netmask);
  const family = ip.kind() as Family;
  const local = family === "ipv4" ? ip.range() === "loopback" && prefix >= 8 : ip.range() === "loopback" && prefix === 128;
  return { local, families: [family], whole: prefix === 0 };
}

export function describeRule(rule: HbaRule): string {
  const address = rule.address ? (rule.netmask ? `${rule.address}/${rule.netmask}` : rule.address) : "";
  return `line ${rule.line}: ${[rule.type, rule.database, rule.user, address, rule.method].filter(Boolean).join(" ")}`;
}

/**
 * The rules, in file order, that let a client on another machine connect without TLS. PostgreSQL uses the
 * first rule that matches, so a rule after a blanket `reject` for all non-TLS connections of its address
 * family can never match one and is not counted.
 */
export function plaintextRemoteRules(rules: readonly HbaRule[]): string[] {
  const closed = new Set<Family>();
  const out: string[] = [];
  for (const rule of [...rules].sort((a, b) => a.line - b.line)) {
    if (!PLAINTEXT_TYPES.has(rule.type)) continue;
    const { local, families, whole } = scope(rule);
    if (local) continue;
    if (rule.method === "reject") {
      if (whole && rule.database === "all" && rule.user === "all") families.forEach((f) => closed.add(f));
      continue;
    }
    if (families.every((f) => closed.has(f))) continue;
    out.push(describeRule(rule));
  }
  return out;
}
