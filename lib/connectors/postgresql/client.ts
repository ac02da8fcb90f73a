import { connect, isIP } from "node:net";
import tls from "node:tls";
import postgres from "postgres";
import { config } from "@/lib/config";
import { assertPublicHost, guardedLookup } from "@/lib/net/ssrf-guard";
import type { ConnectorContext } from "../types";
import type { PostgresqlConfig, PostgresqlCredentials } from "./config";

export type Sql = postgres.Sql;
type Ctx = ConnectorContext<PostgresqlConfig, PostgresqlCredentials>;

/** Longest a single statement may run on the server, and the sign-in may take: the catalog reads take milliseconds. */
const STATEMENT_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 10_000;

export class PostgresqlConnectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PostgresqlConnectError";
  }
}

/**
 * The address to connect to, checked against the SSRF rule: the connection goes to exactly the address
 * that was checked, so a name that re-resolves elsewhere (DNS rebinding) cannot redirect it.
 */
async function checkedAddress(host: string, allowPrivate: boolean): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  await assertPublicHost(bare, allowPrivate);
  if (isIP(bare)) return bare;
  return new Promise((resolve, reject) => {
    guardedLookup(allowPrivate)(bare, {}, (err, address) => (err ? reject(err) : resolve(address as string)));
  });
}

function sslOptions(cfg: PostgresqlConfig): postgres.Options<Record<string, never>>["ssl"] {
  const bare = cfg.host.replace(/^\[(.*)\]$/, "$1");
  const servername = isIP(bare) ? undefined : bare;
  if (cfg.sslmode === "disable") return false;
  if (cfg.sslmode === "require") return { rejectUnauthorized: false, servername };
  return {
    rejectUnauthorized: true,
    servername,
    // Passing `ca` replaces Node's bundle, so the system CAs are given along with the configured one.
    ca: cfg.caCertificate ? [...tls.rootCertificates, cfg.caCertificate] : undefined,
    // The socket is opened to the checked IP address; the certificate must still name the configured host.
    checkServerIdentity: (_host: string, cert: tls.PeerCertificate) => tls.checkServerIdentity(bare, cert),
  };
}

/** PostgreSQL's SSLRequest: length 8, code 1234.5679. */
const SSL_REQUEST = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);

/**
 * Asks the server whether it speaks TLS before postgres-js does: postgres-js starts a handshake even after
 * the server answered 'N', which then fails as a reset or a hang instead of saying what happened.
 */
function serverOffersTls(address: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port });
    const done = (fn: () => void) => {
      socket.destroy();
      fn();
    };
    socket.setTimeout(timeoutMs, () => done(() => reject(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" }))));
    socket.once("error", (error) => done(() => reject(error)));
    socket.once("connect", () => socket.write(SSL_REQUEST));
    socket.once("data", (data) => done(() => resolve(data[0] === 0x53)));
    socket.once("end", () => done(() => resolve(false)));
  });
}

/** A reason a person can act on, from what postgres-js or the socket threw while connecting. */
export function connectFailure(cfg: PostgresqlConfig, error: unknown): string {
  const err = error as NodeJS.ErrnoException & { code?: string };
  const where = `${cfg.host}:${cfg.port}`;
  const message = err instanceof Error ? err.message.split("\n")[0] : String(error);
  switch (err?.code) {
    case "ECONNREFUSED":
      return `Nothing accepted the connection at ${where} (connection refused).`;
    case "CONNECT_TIMEOUT":
    case "ETIMEDOUT":
      return `The server at ${where} did not complete the sign-in in time.`;
    case "ENOTFOUND":
      return `The host ${cfg.host} does not resolve.`;
    case "EADDRNOTALLOWED":
      return `Refused to connect to ${cfg.host}: ${message}.`;
    case "28P01":
    case "28000":
      return `The server refused the sign-in as ${cfg.user}: ${message}.`;
    case "3D000":
      return `The database ${cfg.database} does not exist on ${where}.`;
    case "ECONNRESET":
    case "CONNECTION_CLOSED":
    case "CONNECTION_ENDED":
      return cfg.sslmode === "disable"
        ? `The server at ${where} closed the connection; it may accept only TLS connections (sslmode is disable).`
        : `The server at ${where} closed the connection: ${message}.`;
  }
  if (err?.name === "UnsafeTargetError") return `Refused to connect: ${message}.`;
  if (/certificate|self[- ]signed|altnames|issuer/i.test(message)) return `The server's TLS certificate was not accepted (sslmode ${cfg.sslmode}): ${message}.`;
  return `Could not connect to ${where}: ${message}.`;
}

/**
 * One connection (max: 1) with short connect and statement timeouts, read-only by default, dropped when the
 * caller's signal aborts. The caller closes it in a finally block.
 */
export async function openConnection(ctx: Ctx): Promise<{ sql: Sql; close(): Promise<void> }> {
  const cfg = ctx.config;
  let address: string;
  try {
    address = await checkedAddress(cfg.host, ctx.allowPrivateTargets);
  } catch (error) {
    throw new PostgresqlConnectError(connectFailure(cfg, error));
  }
  const timeoutMs = Math.min(config.integrations.requestTimeoutMs, CONNECT_TIMEOUT_MS);
  if (cfg.sslmode !== "disable") {
    let offersTls: boolean;
    try {
      offersTls = await serverOffersTls(address, cfg.port, timeoutMs);
    } catch (error) {
      throw new PostgresqlConnectError(connectFailure(cfg, error));
    }
    if (!offersTls) {
      throw new PostgresqlConnectError(
        `The server at ${cfg.host}:${cfg.port} does not accept TLS (it declined the SSLRequest), and sslmode ${cfg.sslmode} requires it; ` +
          `enable ssl on the server.`,
      );
    }
  }
  const sql = postgres({
    host: address,
    port: cfg.port,
    database: cfg.database,
    user: cfg.user,
    password: ctx.credentials.password,
    ssl: sslOptions(cfg),
    max: 1,
    connect_timeout: Math.max(1, Math.ceil(timeoutMs / 1000)),
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    prepare: false,
    onnotice: () => {},
    connection: {
      application_name: "compliance-monitor",
      statement_timeout: Math.min(STATEMENT_TIMEOUT_MS, config.integrations.requestTimeoutMs),
      lock_timeout: 2_000,
      idle_in_transaction_session_timeout: config.integrations.requestTimeoutMs,
      default_transaction_read_only: true,
    },
  });
  const abort = () => void sql.end({ timeout: 0 });
  if (ctx.signal.aborted) abort();
  ctx.signal.addEventListener("abort", abort, { once: true });
  // postgres-js retries a connection the server closes during start-up without a message, forever: give the
  // whole sign-in one deadline.
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("sign-in timed out"), { code: "CONNECT_TIMEOUT" })), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`, deadline]);
  } catch (error) {
    ctx.signal.removeEventListener("abort", abort);
    await sql.end({ timeout: 0 });
    throw new PostgresqlConnectError(connectFailure(cfg, error));
  } finally {
    clearTimeout(timer);
  }
  return {
    sql,
    async close() {
      ctx.signal.removeEventListener("abort", abort);
      await sql.end({ timeout: 1 });
    },
  };
}
