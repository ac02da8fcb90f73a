import path from "node:path";
import { config } from "@/lib/config";

/** Read at call time, not import time, so tests and the server can set the environment late. */
export function emailConfig() {
  const apiKey = process.env.RESEND_API_KEY?.trim() || null;
  return {
    apiKey,
    // Resend's shared test sender works without a verified domain; production sets EMAIL_FROM.
    from: process.env.EMAIL_FROM?.trim() || (apiKey ? "Compliance Platform <onboarding@resend.dev>" : "Compliance Platform <no-reply@localhost>"),
    outboxDir: path.join(config.dataDir, "outbox"),
    sendTimeoutMs: positiveInt("EMAIL_SEND_TIMEOUT_MS", 10_000),
  };
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * The outbox holds live magic links, so it is shown only outside production; ENABLE_DEV_MAILBOX=true
 * opts a production build in (the launcher sets it for --demo, which the end-to-end suite runs).
 */
export function mailboxVisible(): boolean {
  return mailboxEnabledBy() !== null;
}

/**
 * Why the outbox is shown, in the words the mailbox page prints: a development build, or ENABLE_DEV_MAILBOX=true on a
 * production build (what `npm run demo` sets); null when it is not shown.
 */
export function mailboxEnabledBy(env: Record<string, string | undefined> = process.env): "development" | "ENABLE_DEV_MAILBOX" | null {
  if (env.NODE_ENV !== "production") return "development";
  return env.ENABLE_DEV_MAILBOX === "true" ? "ENABLE_DEV_MAILBOX" : null;
}
