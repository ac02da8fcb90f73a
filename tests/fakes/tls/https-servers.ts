import { createServer as createHttpsServer, type Server } from "node:https";
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import type { KeyAndCertificate } from "./certificates";

/** Headers a well-configured site sends. */
export const GOOD_HEADERS: Record<string, string> = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'self'; frame-ancestors 'none'",
  "referrer-policy": "strict-origin-when-cross-origin",
};

export interface TlsServerOptions extends KeyAndCertificate {
  /** Response headers for every request (default: none besides content-type). */
  headers?: Record<string, string>;
  /** Also accept TLS 1.0 and 1.1 (SECLEVEL=0 lets OpenSSL 3 negotiate them). */
  legacy?: boolean;
  /** Answer GET / with a bare 301 to this path (same server, no other headers); that path answers normally. */
  redirectTo?: string;
}

export interface FakeTlsServer {
  url: string;
  port: number;
  /** Requests answered so far. */
  readonly requests: number;
  close(): Promise<void>;
}

/** A real HTTPS server on 127.0.0.1 with the given certificate, headers and protocol range. */
export async function startTlsServer(options: TlsServerOptions): Promise<FakeTlsServer> {
  let requests = 0;
  const server: Server = createHttpsServer(
    {
      key: options.key,
      cert: options.cert,
      ...(options.legacy ? { minVersion: "TLSv1" as const, ciphers: "DEFAULT@SECLEVEL=0" } : {}),
    },
    (req, res) => {
      requests += 1;
      if (options.redirectTo && req.url === "/") {
        res.writeHead(301, { location: options.redirectTo });
        res.end();
        return;
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...(options.headers ?? {}) });
      res.end("<!doctype html><title>ok</title>");
    },
  );
  // Failed handshakes (the connectors' legacy-protocol probes) are expected; keep them off stderr.
  server.on("tlsClientError", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}/`,
    port,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Accepts TCP connections and never says a word: a TLS endpoint that hangs. */
export async function startSilentServer(): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: TcpServer = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
