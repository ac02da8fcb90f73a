import type { IncomingMessage } from "node:http";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";
import { CLIENT_ADDRESS_HEADER } from "./client-address";

/** Whether the hop at `address`, `hop` steps from our socket (0 = the peer itself), may be believed. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Compiles the operator's TRUST_PROXY with Express's semantics (proxy-addr):
 * - unset, "" or "false": trust nobody; the client address is the socket peer.
 * - a number n: the n nearest hops are proxies (1 = one reverse proxy in front of us).
 * - a comma list of addresses, CIDRs and the names loopback, linklocal, uniquelocal: those peers
 *   are proxies; the client is the nearest address in X-Forwarded-For that is not one of them.
 * "true" (believe every hop, i.e. the client's own X-Forwarded-For) is refused: it is never right
 * for a server that can be reached other than through the proxy.
 */
export function compileTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? "").trim();
  if (raw === "" || raw.toLowerCase() === "false") return () => false;
  if (raw.toLowerCase() === "true") {
    throw new Error("TRUST_PROXY=true would believe the client's own X-Forwarded-For. Give the number of proxies in front (e.g. 1) or their addresses.");
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  const entries = raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUST_PROXY is not valid: ${(error as Error).message}`);
  }
}

/**
 * The client address of a request as seen on our socket, walking X-Forwarded-For back only through
 * the peers `trust` vouches for. A client that is not behind a trusted proxy cannot change it.
 */
export function socketClientAddress(req: Pick<IncomingMessage, "headers" | "socket">, trust: TrustProxy): string {
  let address: string | undefined;
  try {
    address = proxyAddr(req as IncomingMessage, trust);
  } catch {
    address = undefined;
  }
  return canonicalAddress(address);
}

/** One spelling per address ("::ffff:192.0.2.1" is 192.0.2.1); anything that is not an IP is "invalid". */
export function canonicalAddress(address: string | undefined): string {
  if (!address) return "unknown";
  if (!ipaddr.isValid(address)) return "invalid";
  return ipaddr.process(address).toString();
}

/** Headers a client could use to pose as its own proxy; believed only from a trusted peer. */
const FORWARDED_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"] as const;

/**
 * What the HTTP server does to every request before Next sees it: writes the client address into
 * X-Client-Address (overwriting whatever the client sent) and into X-Forwarded-For (Next only fills
 * that when absent, and nothing downstream should see a client-written chain), and drops the other
 * forwarding headers unless the socket peer is a trusted proxy.
 */
export function stampClientAddress(req: Pick<IncomingMessage, "headers" | "socket">, trust: TrustProxy): string {
  const address = socketClientAddress(req, trust);
  const peer = req.socket.remoteAddress;
  if (!peer || !trust(peer, 0)) for (const name of FORWARDED_HEADERS) delete req.headers[name];
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  req.headers["x-forwarded-for"] = address;
  return address;
}

/** Where reverse proxies and load balancers usually sit. */
const PROXY_RANGES = new Set(["loopback", "private", "uniqueLocal", "linkLocal", "carrierGradeNat"]);

/**
 * A hint for the operator when a request arrives through what looks like an undeclared proxy (a
 * loopback or private peer sending X-Forwarded-For that TRUST_PROXY does not name): every client
 * then shares that proxy's address, and so its rate limits.
 */
export function undeclaredProxyHint(req: Pick<IncomingMessage, "headers" | "socket">, trust: TrustProxy): string | undefined {
  const peer = req.socket.remoteAddress;
  if (!peer || !req.headers["x-forwarded-for"] || trust(peer, 0) || !ipaddr.isValid(peer)) return undefined;
  if (!PROXY_RANGES.has(ipaddr.process(peer).range())) return undefined;
  const shown = canonicalAddress(peer);
  return (
    `Requests from ${shown} carry X-Forwarded-For, but TRUST_PROXY does not name ${shown}: every client behind it shares its address ` +
    `and rate limits. If it is your reverse proxy, set TRUST_PROXY (e.g. TRUST_PROXY=${shown} or TRUST_PROXY=1).`
  );
}
