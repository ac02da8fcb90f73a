/**
 * The product's HTTP server: Next's request handler (its documented custom-server API) behind
 * node:http, so that every request is stamped with the client address taken from the socket before
 * Next or any route sees it. Started by scripts/start.ts (`npm start`, `npm run dev`, `npm run demo`)
 * as its child; run it directly only with the environment the launcher prepares:
 *   node --import tsx scripts/serve.ts [--dev]      (PORT, NODE_ENV, DATABASE_URL, …)
 *
 * Client address: the socket peer, unless TRUST_PROXY declares that peer a proxy, then the nearest
 * X-Forwarded-For entry that is not a trusted proxy (lib/http/trust-proxy.ts). It is written into
 * X-Client-Address on EVERY request, overwriting anything the client sent; route code reads only that
 * header (lib/http/client-address.ts).
 *
 * SIGTERM/SIGINT: both listeners stop accepting, requests in flight finish, late ones on open keep-alive connections
 * get 503, the job scheduler stops claiming, all within SHUTDOWN_GRACE_MS (lib/http/graceful-shutdown.ts); then exit.
 */
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import next from "next";
import { config } from "../lib/config";
import { GracefulShutdown, shutDownProcess } from "../lib/http/graceful-shutdown";
import { guardRawRequest } from "../lib/http/raw-request-guard";
import { hstsHeaders } from "../lib/http/security-headers";
import { compileTrustProxy, stampClientAddress, undeclaredProxyHint, type TrustProxy } from "../lib/http/trust-proxy";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);

async function main() {
  let trust: TrustProxy;
  try {
    trust = compileTrustProxy(process.env.TRUST_PROXY);
    // RATE_LIMIT_API_STORE (and REDIS_URL with redis) is read on the first request; a mistake stops the start instead.
    void config.rateLimits.apiStore;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const server = http.createServer();
  const app = next({ dev, hostname: "localhost", port, httpServer: server });
  const handle = app.getRequestHandler();
  await app.prepare();

  const graceful = new GracefulShutdown({ graceMs: config.shutdownGraceMs });
  graceful.track(server);
  let hinted = false;
  const onRequest = graceful.listener((req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!hinted) {
      const hint = undeclaredProxyHint(req, trust);
      if (hint) {
        hinted = true;
        console.warn(hint);
      }
    }
    stampClientAddress(req, trust);
    // Every response, including next-auth's, Inngest's and static assets, which set no headers of ours.
    for (const [name, value] of Object.entries(hstsHeaders("encrypted" in req.socket && req.socket.encrypted === true))) res.setHeader(name, value);
    if (guardRawRequest(req, res)) return;
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  server.on("request", onRequest);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  console.log(`> Ready on port ${port} (${dev ? "development" : "production"})${process.env.TRUST_PROXY ? `, TRUST_PROXY=${process.env.TRUST_PROXY}` : ""}`);

  // Optional TLS listener (TLS_CERT_FILE, TLS_KEY_FILE, HTTPS_PORT): the same handler over HTTPS, for a
  // deployment without a TLS-terminating proxy, and for the demo's HTTPS integration to check.
  let tlsServer: https.Server | undefined;
  const httpsPort = Number(process.env.HTTPS_PORT ?? 0);
  if (process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE && httpsPort > 0) {
    tlsServer = https.createServer(
      { cert: fs.readFileSync(process.env.TLS_CERT_FILE), key: fs.readFileSync(process.env.TLS_KEY_FILE), minVersion: "TLSv1.2" },
      onRequest,
    );
    await new Promise<void>((resolve, reject) => {
      tlsServer!.once("error", reject);
      tlsServer!.listen(httpsPort, resolve);
    });
    graceful.track(tlsServer);
    console.log(`> HTTPS on port ${httpsPort}`);
  }

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`> ${signal}: draining (up to ${config.shutdownGraceMs} ms)`);
    // Next's own cleanup (dev watchers) comes after the drain, and is not waited on for long.
    void shutDownProcess(graceful, {
      cleanup: () => app.close(),
      cleanupMs: 5_000,
      exit: (code) => process.exit(code),
      log: (message) => console.log(`> ${message}`),
    });
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
