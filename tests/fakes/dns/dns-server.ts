import { Socket, type AddressInfo } from "node:net";
import dns2, { Packet } from "dns2";

/**
 * A local DNS server (dns2, UDP and TCP on the same 127.0.0.1 port) serving TXT zones, for Node's
 * Resolver pointed at it with setServers(["127.0.0.1:<port>"]). Names not in the zone answer NXDOMAIN;
 * a known name asked for another type answers NOERROR with no records (NODATA), as a real server does.
 */

/** One TXT record: a string, or its character-strings (each at most 255 bytes) when it is longer. */
export type TxtRecord = string | string[];

export type Failure = "servfail" | "refused" | "timeout";

export interface FakeDnsZones {
  /** Fully-qualified name (no trailing dot) → its TXT records. */
  txt: Record<string, TxtRecord[]>;
  /** Names whose queries, and their subdomains', fail this way: SERVFAIL, REFUSED, or no answer at all. */
  failures?: Record<string, Failure>;
}

export interface FakeDns {
  /** host:port for Resolver.setServers / INTEGRATIONS_DNS_SERVERS. */
  server: string;
  port: number;
  /** Queries received, by name (lower-case). */
  readonly queries: Map<string, number>;
  /** Queries that came over TCP (a resolver retrying a truncated UDP answer). */
  readonly tcpQueries: number;
  close(): Promise<void>;
}

const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

/** Splits a long TXT value into 255-byte character-strings, as zone files and DNS providers do. */
export function txtChunks(value: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < value.length; i += 255) out.push(value.slice(i, i + 255));
  return out.length > 0 ? out : [""];
}

export async function startFakeDns(zones: FakeDnsZones): Promise<FakeDns> {
  const txt = new Map(Object.entries(zones.txt).map(([name, records]) => [name.toLowerCase(), records]));
  const failures = Object.entries(zones.failures ?? {}).map(([name, failure]) => [name.toLowerCase(), failure] as const);
  const queries = new Map<string, number>();
  let tcpQueries = 0;

  const handle: dns2.DnsHandler = (request, send, client) => {
    if (client instanceof Socket) tcpQueries += 1;
    const [question] = request.questions;
    const name = (question?.name ?? "").toLowerCase().replace(/\.$/, "");
    queries.set(name, (queries.get(name) ?? 0) + 1);
    const response = Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    const failure = failures.find(([zone]) => name === zone || name.endsWith(`.${zone}`))?.[1];
    if (failure === "timeout") return;
    if (failure) {
      response.header.rcode = failure === "servfail" ? RCODE.SERVFAIL : RCODE.REFUSED;
      void send(response);
      return;
    }
    const records = txt.get(name);
    // A name with records below it exists (an empty non-terminal), even without records of its own.
    const exists = records !== undefined || [...txt.keys()].some((known) => known.endsWith(`.${name}`));
    if (!exists) response.header.rcode = RCODE.NXDOMAIN;
    else if (question.type === Packet.TYPE.TXT || question.type === Packet.TYPE.ANY) {
      for (const record of records ?? []) {
        response.answers.push({
          name: question.name,
          type: Packet.TYPE.TXT,
          class: Packet.CLASS.IN,
          ttl: 300,
          data: Array.isArray(record) ? record : txtChunks(record),
        } as Packet["answers"][number]);
      }
    }
    void send(response);
  };

  // c-ares retries over TCP when a UDP answer is truncated (long DKIM keys): serve TCP on the same port,
  // trying another port when the TCP one is taken.
  for (let attempt = 0; ; attempt++) {
    const udp = dns2.createUDPServer(handle);
    udp.on("requestError", () => {});
    await udp.listen(0, "127.0.0.1");
    const port = (udp.address() as AddressInfo).port;
    const tcp = dns2.createTCPServer(handle);
    tcp.on("requestError", () => {});
    const sockets = new Set<Socket>();
    tcp.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    const listening = await new Promise<boolean>((resolve) => {
      tcp.once("error", () => resolve(false));
      tcp.once("listening", () => resolve(true));
      tcp.listen(port, "127.0.0.1");
    });
    if (!listening) {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      if (attempt < 5) continue;
      throw new Error("could not bind the fake DNS server's TCP port");
    }
    return {
      server: `127.0.0.1:${port}`,
      port,
      queries,
      get tcpQueries() {
        return tcpQueries;
      },
      close: async () => {
        sockets.forEach((s) => s.destroy());
        await Promise.all([new Promise<void>((resolve) => udp.close(() => resolve())), new Promise<void>((resolve) => tcp.close(() => resolve()))]);
      },
    };
  }
}
