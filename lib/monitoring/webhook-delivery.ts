import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import { assertDeliverableUrl, guardedLookup, privateWebhookUrlsAllowed, UnsafeWebhookUrlError } from "./ssrf-guard";

export const DELIVERY_TIMEOUT_MS = 10_000;
/** One first attempt plus five retries (CONTRACT §8 asks for at least four more). */
export const MAX_DELIVERY_ATTEMPTS = 6;
const MAX_RECORDED_BODY = 1_000;

export interface DeliveryAttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

export interface DeliveryRequest {
  url: string;
  /** The plaintext `whsec_` secret. */
  secret: string;
  /** Sent as `webhook-id`; the same on every retry so receivers can de-duplicate. */
  deliveryId: string;
  /** The exact JSON text to send and sign. */
  body: string;
  /** When this attempt is signed; a fresh one each attempt keeps retries inside receivers' tolerance window. */
  at: Date;
  timeoutMs?: number;
  allowPrivate?: boolean;
}

/** The Standard Webhooks headers for one attempt. */
export function signedHeaders(secret: string, deliveryId: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  // standardwebhooks signs with the timestamp in seconds; pass the truncated instant so header and signature agree.
  const signature = new Webhook(secret).sign(deliveryId, new Date(timestamp * 1000), body);
  return {
    "webhook-id": deliveryId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signature,
  };
}

/**
 * Delay before retry number `attempt` (1 = the wait after the first failure): exponential with equal
 * jitter, so a burst of failures against one receiver spreads out instead of retrying in lockstep.
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exp = baseMs * 2 ** (attempt - 1);
  return Math.round(exp / 2 + random() * (exp / 2));
}

export function retryBaseMs(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.WEBHOOK_RETRY_BASE_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 30_000;
}

/** One POST, never throwing: every failure becomes an outcome to record. */
export async function sendWebhookAttempt(req: DeliveryRequest): Promise<DeliveryAttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const allowPrivate = req.allowPrivate ?? privateWebhookUrlsAllowed();
  try {
    await assertDeliverableUrl(req.url, allowPrivate);
  } catch (err) {
    const message = err instanceof UnsafeWebhookUrlError ? err.message : "the URL could not be checked";
    return { ok: false, statusCode: null, durationMs: elapsed(), error: `refused: ${message}`, responseBody: null };
  }

  const url = new URL(req.url);
  const transport = url.protocol === "https:" ? https : http;
  const headers = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(req.body)),
    "user-agent": "compliance-platform-webhooks/1",
    ...signedHeaders(req.secret, req.deliveryId, req.at, req.body),
  };

  return new Promise<DeliveryAttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<DeliveryAttemptOutcome, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = transport.request(
      url,
      { method: "POST", headers, lookup: guardedLookup(allowPrivate) as never, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < MAX_RECORDED_BODY) chunks.push(chunk);
          size += chunk.length;
        });
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          finish({
            ok,
            statusCode: status,
            error: ok ? null : `receiver answered ${status}`,
            responseBody: Buffer.concat(chunks).toString("utf8").slice(0, MAX_RECORDED_BODY) || null,
          });
        });
        res.on("error", (err) => finish({ ok: false, statusCode: res.statusCode ?? null, error: err.message, responseBody: null }));
      },
    );
    // The 10 s budget covers the whole exchange, not just the idle gaps a socket timeout measures.
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `timed out after ${req.timeoutMs ?? DELIVERY_TIMEOUT_MS} ms`, responseBody: null });
      request.destroy();
    }, req.timeoutMs ?? DELIVERY_TIMEOUT_MS);
    request.on("error", (err: NodeJS.ErrnoException) =>
      finish({ ok: false, statusCode: null, error: err.code ? `${err.code}: ${err.message}` : err.message, responseBody: null }),
    );
    request.end(req.body);
  });
}
