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
 */
import http from "node:http";
import next from "next";
import { guardRawRequest } from "../lib/http/raw-request-guard";
import { hstsHeaders } from "../lib/http/security-headers";
import { compileTrustProxy, stampClientAddress, undeclaredProxyHint, type TrustProxy } from "../lib/http/trust-proxy";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);

async function main() {
  let trust: TrustProxy;
  try {
    trust = compileTrustProxy(process.env.TRUST_PROXY);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const server = http.createServer();
  const app = next({ dev, hostname: "localhost", port, httpServer: server });
  const handle = app.getRequestHandler();
  await app.prepare();

  let hinted = false;
  server.on("request", (req, res) => {
    if (!hinted) {
      const hint = undeclaredProxyHint(req, trust);
      if (hint) {
        hinted = true;
        console.warn(hint);
      }
    }
    stampClientAddress(req, trust);
    // Every response, including next-auth's, Inngest's and static assets, which set no headers of ours.
    for (const [name, value] of Object.entries(hstsHeaders())) res.setHeader(name, value);
    if (guardRawRequest(req, res)) return;
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  console.log(`> Ready on port ${port} (${dev ? "development" : "production"})${process.env.TRUST_PROXY ? `, TRUST_PROXY=${process.env.TRUST_PROXY}` : ""}`);

  const shutdown = () => {
    server.close();
    server.closeIdleConnections();
    // Next's own cleanup (dev watchers); do not wait on it for long.
    const timer = setTimeout(() => process.exit(0), 5_000);
    timer.unref();
    void app.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
