import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { users } from "@/db/accounts";
import { passwordResetRequests, passwordResets } from "@/db/members";
import { config } from "@/lib/config";
import { makeCtx } from "@/lib/context";
import { randomTokenWithHash } from "@/lib/credentials/secrets";
import type { Db } from "@/lib/db/client";
import { enqueueEmail } from "@/lib/email";
import { recordEvent } from "@/lib/events";
import type { Logger } from "@/lib/log";
import { passwordResetEmail } from "./internal/password-reset-email";

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** Links one member may be sent per hour; more requests answer the same and send nothing. */
export const PASSWORD_RESETS_PER_HOUR = 3;

export interface PreparePasswordResetsOptions {
  db: Db;
  now: () => Date;
  log: Logger;
  /** Requests per pass (default 100). */
  limit?: number;
}

type Claimed = { email: string; client_address: string; request_id: string };

/**
 * The `email` lane's first step: takes queued reset requests (each once, across instances) and queues a single-use
 * link (1 hour) for an active member who signs in with a password; members who sign in only through single sign-on
 * get none (their identity provider owns their password). At most PASSWORD_RESETS_PER_HOUR links an hour per member;
 * the rest are logged and dropped. Answers how many requests it took; the lane then delivers the outbox.
 */
export async function preparePasswordResets(options: PreparePasswordResetsOptions): Promise<number> {
  const { db, log } = options;
  const limit = Math.max(1, options.limit ?? 100);
  const rows = [
    ...(await db.execute<Claimed>(sql`
      delete from ${passwordResetRequests}
      where id in (select id from ${passwordResetRequests} order by created_at limit ${limit} for update skip locked)
      returning email, client_address, request_id`)),
  ];
  for (const row of rows) await prepareOne(db, options.now(), log, row);
  return rows.length;
}

async function prepareOne(db: Db, now: Date, log: Logger, request: Claimed): Promise<void> {
  const [user] = await db
    .select({ id: users.id, accountId: users.accountId, name: users.name, email: users.email, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, request.email))
    .limit(1);
  if (!user || user.status !== "active" || !user.passwordHash) return;
  const ctx = makeCtx({ kind: "anonymous" }, { db, now: () => now, log, requestId: request.request_id });
  const { token, hash } = randomTokenWithHash("", 32);
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
  const sent = await db.transaction(async (tx) => {
    // Serialises this member's requests across instances, so the count below cannot be raced past.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, new Date(now.getTime() - 60 * 60_000))));
    if (recent.n >= PASSWORD_RESETS_PER_HOUR) return false;
    // Only the newest link works: an older one sitting in a mailbox is void once a new one is asked for.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const [reset] = await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hash, expiresAt, createdAt: now })
      .returning({ id: passwordResets.id });
    const resetUrl = `${config.appUrl.replace(/\/+$/, "")}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueEmail(tx, {
      accountId: user.accountId,
      message: passwordResetEmail({ to: user.email, name: user.name, resetUrl, expiresAt }),
      idempotencyKey: `password_reset:${reset.id}`,
      related: { type: "password_reset", id: reset.id },
      now,
    });
    await recordEvent(tx, ctx, {
      accountId: user.accountId,
      action: "auth.password_reset_requested",
      targetType: "user",
      targetId: user.id,
      details: { email: user.email, clientAddress: request.client_address },
    });
    return true;
  });
  if (!sent)
    log.warn(
      { userId: user.id, accountId: user.accountId, clientAddress: request.client_address },
      "password reset throttled: the member was sent the most links an hour allows",
    );
}
