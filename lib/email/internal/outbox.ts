import { randomUUID } from "node:crypto";
import { sha256Hex } from "@/lib/credentials/secrets";
import { mkdir, readdir, readFile, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import { emailConfig } from "./config";
import type { EmailMessage, OutboxMessage } from "./types";

/**
 * Local outbox used when no RESEND_API_KEY is configured: one JSON file per message under
 * DATA_DIR/outbox. File names start with the send time so a directory listing is the order.
 */
const FILE_RE = /^(\d{16})-([0-9a-f-]{36})\.json$/;

// Microseconds since the epoch, strictly increasing within the process, so two messages sent
// in the same millisecond still list in the order they were sent.
let lastStamp = 0;
function fileStamp(d: Date): string {
  lastStamp = Math.max(d.getTime() * 1000, lastStamp + 1);
  return String(lastStamp).padStart(16, "0");
}

/** A stable id for an idempotency key, so a retried delivery finds the file its first try wrote. */
function idForKey(key: string): string {
  const h = sha256Hex(key);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * Stores one message. With an idempotency key (as Resend's Idempotency-Key) the same key stores
 * once: a retry after a crash between writing and recording the send finds the first file.
 */
export async function writeToOutbox(from: string, message: EmailMessage, now = new Date()): Promise<OutboxMessage> {
  const dir = emailConfig().outboxDir;
  await mkdir(dir, { recursive: true });
  const id = message.idempotencyKey ? idForKey(message.idempotencyKey) : randomUUID();
  if (message.idempotencyKey) {
    const existing = await getOutboxMessage(id);
    if (existing) return existing;
  }
  const stored: OutboxMessage = {
    id,
    from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    kind: message.kind ?? null,
    createdAt: now.toISOString(),
  };
  const name = `${fileStamp(now)}-${stored.id}.json`;
  // Write then rename, so a reader never sees a half-written message.
  const tmp = path.join(dir, `.${name}.tmp`);
  await writeFile(tmp, JSON.stringify(stored), { mode: 0o600 });
  await rename(tmp, path.join(dir, name));
  return stored;
}

async function outboxFiles(): Promise<string[]> {
  try {
    return (await readdir(emailConfig().outboxDir))
      .filter((f) => FILE_RE.test(f))
      .sort()
      .reverse();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}

export interface OutboxPage {
  messages: OutboxMessage[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** Newest first; `cursor` is the id of the last message of the previous page. */
export async function listOutbox(opts: { limit?: number; cursor?: string | null; to?: string | null } = {}): Promise<OutboxPage> {
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 200);
  let files = await outboxFiles();
  if (opts.cursor) {
    const at = files.findIndex((f) => FILE_RE.exec(f)?.[2] === opts.cursor);
    files = at >= 0 ? files.slice(at + 1) : [];
  }
  const messages: OutboxMessage[] = [];
  let i = 0;
  for (; i < files.length && messages.length < limit; i++) {
    const msg = await readMessage(files[i]);
    if (msg && (!opts.to || msg.to.toLowerCase() === opts.to.toLowerCase())) messages.push(msg);
  }
  const hasMore = i < files.length;
  return { messages, hasMore, nextCursor: hasMore && messages.length ? messages[messages.length - 1].id : null };
}

export async function getOutboxMessage(id: string): Promise<OutboxMessage | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const file = (await outboxFiles()).find((f) => FILE_RE.exec(f)?.[2] === id);
  return file ? readMessage(file) : null;
}

async function readMessage(file: string): Promise<OutboxMessage | null> {
  try {
    return JSON.parse(await readFile(path.join(emailConfig().outboxDir, file), "utf8")) as OutboxMessage;
  } catch {
    return null;
  }
}
