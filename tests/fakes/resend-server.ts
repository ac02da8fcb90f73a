import { text } from "node:stream/consumers";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";

/**
 * A local stand-in for the Resend API (POST /emails), enough for the official SDK pointed at it
 * through RESEND_BASE_URL. It checks what Resend checks for a send (bearer key, from, to, subject,
 * a body) and records every accepted message so tests can read the link out of it.
 */
export interface FakeResendEmail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  tags?: { name: string; value: string }[];
  idempotencyKey: string | null;
  authorization: string | null;
}

export interface FakeResend {
  url: string;
  apiKey: string;
  emails: FakeResendEmail[];
  /** Makes the next sends fail with this HTTP status and Resend-style error body. */
  failNext(status: number, name: string, message: string, times?: number): void;
  /**
   * From now on, holds every send open without ever answering (a hanging provider). With
   * `accept: true` the message is recorded first, as if the provider took it and the answer got lost.
   */
  hang(options?: { accept?: boolean }): void;
  /** Answers again (sends held so far stay unanswered until their client gives up). */
  recover(): void;
  /** Drops the connections of the sends held so far (the client sees a network error). */
  dropHeld(): void;
  /** Answers each send after this many milliseconds. */
  setDelay(ms: number): void;
  /** POST /emails requests received, including refused, repeated and held ones. */
  readonly requests: number;
  /** Sends being held open right now. */
  readonly held: number;
  reset(): void;
  close(): Promise<void>;
}

/** On `port` (e2e/ports.ts), or any free one. */
export async function startFakeResend(apiKey = "re_test_fake_key", port = 0): Promise<FakeResend> {
  const emails: FakeResendEmail[] = [];
  const byIdempotencyKey = new Map<string, string>();
  let failure: { status: number; name: string; message: string; times: number } | null = null;
  let hanging: { accept: boolean } | null = null;
  let delayMs = 0;
  let requests = 0;
  const heldOpen = new Set<IncomingMessage>();

  const server: Server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, name: string, message: string) => reply(status, { statusCode: status, name, message });

    if (req.method !== "POST" || req.url !== "/emails") return error(404, "not_found", "The requested endpoint does not exist.");
    requests += 1;
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    const authorization = req.headers.authorization ?? null;
    if (authorization !== `Bearer ${apiKey}`) return error(401, "validation_error", "API key is invalid");
    if (failure && failure.times > 0) {
      failure.times -= 1;
      const f = failure;
      if (failure.times === 0) failure = null;
      return error(f.status, f.name, f.message);
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await text(req));
    } catch {
      return error(422, "validation_error", "Invalid JSON body");
    }
    const to = Array.isArray(body.to) ? body.to : typeof body.to === "string" ? [body.to] : [];
    if (typeof body.from !== "string" || !body.from) return error(422, "missing_required_field", "The `from` field is missing.");
    if (to.length === 0 || !to.every((t) => typeof t === "string" && /^[^@\s]+@[^@\s]+$/.test(t))) return error(422, "validation_error", "Invalid `to` field.");
    if (typeof body.subject !== "string" || !body.subject) return error(422, "missing_required_field", "The `subject` field is missing.");
    if (typeof body.html !== "string" && typeof body.text !== "string") return error(422, "validation_error", "Either `html` or `text` must be provided.");

    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    const hold = () => {
      heldOpen.add(req);
      req.socket.once("close", () => heldOpen.delete(req));
    };
    if (hanging && !hanging.accept) return hold();
    if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return hanging ? hold() : reply(200, { id: byIdempotencyKey.get(idempotencyKey) });

    const id = randomUUID();
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
    emails.push({
      id,
      from: body.from,
      to: to as string[],
      subject: body.subject,
      html: typeof body.html === "string" ? body.html : undefined,
      text: typeof body.text === "string" ? body.text : undefined,
      tags: Array.isArray(body.tags) ? (body.tags as { name: string; value: string }[]) : undefined,
      idempotencyKey,
      authorization,
    });
    if (hanging) return hold();
    reply(200, { id });
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    emails,
    failNext(status, name, message, times = 1) {
      failure = { status, name, message, times };
    },
    hang(options = {}) {
      hanging = { accept: options.accept ?? false };
    },
    recover() {
      hanging = null;
    },
    dropHeld() {
      for (const req of heldOpen) req.socket.destroy();
      heldOpen.clear();
    },
    setDelay(ms) {
      delayMs = ms;
    },
    get requests() {
      return requests;
    },
    get held() {
      return heldOpen.size;
    },
    reset() {
      emails.length = 0;
      byIdempotencyKey.clear();
      failure = null;
      hanging = null;
      delayMs = 0;
      requests = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Held sends would keep close() waiting forever.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
