import { and, desc, eq } from "drizzle-orm";
import { accountEvents } from "@/db/events";
import { requireCustomer } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type Page, type PageRequest } from "@/lib/pagination";

export interface AccountEvent {
  id: string;
  action: string;
  targetType: string;
  targetId: string | null;
  actor: { type: string; id: string | null };
  details: Record<string, unknown>;
  createdAt: string;
}

/** The account's audit trail, newest first. */
export async function listEvents(ctx: Ctx, page: PageRequest): Promise<Page<AccountEvent>> {
  const { accountId } = requireCustomer(ctx);
  const rows = await ctx.db
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, accountId), newestFirstAfter(accountEvents.createdAt, accountEvents.id, page.cursor)))
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, (row) => ({
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    actor: { type: row.actorType, id: row.actorId },
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }));
}
