import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { userSessions } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type Page, type PageRequest } from "@/lib/pagination";
import type { SessionJson } from "./schemas";

/** The caller's live sessions (console sign-ins and API tokens), newest first; `current` marks the one asking. */
export async function listSessions(ctx: Ctx, page: PageRequest): Promise<Page<SessionJson>> {
  const caller = requireCustomer(ctx);
  const rows = await ctx.db
    .select()
    .from(userSessions)
    .where(
      and(
        eq(userSessions.userId, caller.userId),
        eq(userSessions.accountId, caller.accountId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, ctx.now()),
        newestFirstAfter(userSessions.createdAt, userSessions.id, page.cursor),
      ),
    )
    .orderBy(desc(userSessions.createdAt), desc(userSessions.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, (row) => ({
    id: row.id,
    kind: row.kind,
    method: row.method,
    secondFactor: row.secondFactor,
    clientAddress: row.clientAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === caller.sessionId,
  }));
}
