import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: Date;
  /** The status the fake answered with. */
  answeredWith: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Answer the next `n` requests with `status` (e.g. 500) before going back to 200. */
  failNext(n: number, status?: number): void;
  /** Answer every request with `status` until told otherwise. */
  respondWith(status: number): void;
  /** Hold each response this long before answering (to exercise the delivery timeout). */
  delayResponses(ms: number): void;
  /** Resolves once `count` requests have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  /** Verifies a received request with the official `standardwebhooks` package; throws when it does not verify. */
  verify(received: ReceivedWebhook, secret: string): unknown;
  close(): Promise<void>;
}

/** A local HTTP server standing in for a customer's webhook endpoint. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let failures = 0;
  let failureStatus = 500;
  let steadyStatus = 200;
  let delayMs = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const status = failures > 0 ? (failures--, failureStatus) : steadyStatus;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), receivedAt: new Date(), answeredWith: status });
      for (const w of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify({ ok: status < 300 }));
      };
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    failNext(n, status = 500) {
      failures = n;
      failureStatus = status;
    },
    respondWith(status) {
      steadyStatus = status;
    },
    delayResponses(ms) {
      delayMs = ms;
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${count} webhook requests, got ${received.length}`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received.slice());
          },
        });
      });
    },
    verify(r, secret) {
      const headers = {
        "webhook-id": String(r.headers["webhook-id"] ?? ""),
        "webhook-timestamp": String(r.headers["webhook-timestamp"] ?? ""),
        "webhook-signature": String(r.headers["webhook-signature"] ?? ""),
      };
      return new Webhook(secret).verify(r.body, headers);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
