import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import { config } from "@/lib/config";
import { assertDeliverableUrl, guardedLookup, privateWebhookUrlsAllowed, UnsafeTargetError } from "@/lib/net/ssrf-guard";

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
  /** Default WEBHOOK_TIMEOUT_MS (10 s). */
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
 * One POST, never throwing: every failure becomes an outcome to record. One deadline covers the whole
 * exchange (the address check's DNS lookup, connect, a slowly trickling answer), not just the idle
 * gaps a socket timeout measures, so a receiver can hold a delivery slot for at most `timeoutMs`.
 */
export async function sendWebhookAttempt(req: DeliveryRequest): Promise<DeliveryAttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const allowPrivate = req.allowPrivate ?? privateWebhookUrlsAllowed();
  const timeoutMs = req.timeoutMs ?? config.webhooks.timeoutMs;
  const timedOut = { ok: false, statusCode: null, error: `timed out after ${timeoutMs} ms`, responseBody: null } as const;

  let deadline: NodeJS.Timeout | undefined;
  const expired = new Promise<"expired">((resolve) => {
    deadline = setTimeout(() => resolve("expired"), timeoutMs);
  });
  try {
    const checked = await Promise.race([assertDeliverableUrl(req.url, allowPrivate).then(() => "checked" as const), expired]);
    if (checked === "expired") return { ...timedOut, durationMs: elapsed() };
  } catch (err) {
    clearTimeout(deadline);
    const message = err instanceof UnsafeTargetError ? err.message : "the URL could not be checked";
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
      clearTimeout(deadline);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = transport.request(url, { method: "POST", headers, lookup: guardedLookup(allowPrivate) as never, agent: false }, (res) => {
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
    });
    void expired.then(() => {
      finish(timedOut);
      request.destroy();
    });
    request.on("error", (err: NodeJS.ErrnoException) =>
      finish({ ok: false, statusCode: null, error: err.code ? `${err.code}: ${err.message}` : err.message, responseBody: null }),
    );
    request.end(req.body);
  });
}
