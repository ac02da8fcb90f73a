import { and, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import { accountEvents } from "@/db/events";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { newestFirstAfter, newestFirstKey, toPage, type Page, type PageRequest } from "@/lib/pagination";
import { isUuid } from "@/lib/uuid";
import { escapeLike } from "@/lib/text-search";

export interface AccountEvent {
  id: string;
  action: string;
  targetType: string;
  targetId: string | null;
  actor: { type: string; id: string | null };
  details: Record<string, unknown>;
  createdAt: string;
}

/** Narrowing the trail: an actor (a user id, or an actor type such as `api_key`), an action prefix, a target type, a time range [from, to). */
export interface EventFilters {
  actor?: string;
  action?: string;
  targetType?: string;
  from?: Date;
  to?: Date;
}

/** `like` treats `%` and `_` as wildcards; an action prefix means exactly those characters. */
const likePrefix = (prefix: string) => `${escapeLike(prefix)}%`;

function conditions(accountId: string, f: EventFilters): (SQL | undefined)[] {
  const e = accountEvents;
  return [
    eq(e.accountId, accountId),
    f.actor ? (isUuid(f.actor) ? eq(e.actorId, f.actor) : eq(e.actorType, f.actor)) : undefined,
    f.action ? like(e.action, likePrefix(f.action)) : undefined,
    f.targetType ? eq(e.targetType, f.targetType) : undefined,
    f.from ? gte(e.createdAt, f.from) : undefined,
    f.to ? lt(e.createdAt, f.to) : undefined,
  ];
}

function toEvent(row: typeof accountEvents.$inferSelect): AccountEvent {
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    actor: { type: row.actorType, id: row.actorId },
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account's audit trail, newest first. Who may read it is the caller's decision (the dashboard, the audit-trail page). */
export async function listEvents(ctx: Ctx, page: PageRequest, filters: EventFilters = {}): Promise<Page<AccountEvent>> {
  const { accountId } = requireRole(ctx, "admin");
  const rows = await ctx.db
    .select()
    .from(accountEvents)
    .where(and(...conditions(accountId, filters), newestFirstAfter(accountEvents.createdAt, accountEvents.id, page.cursor)))
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, toEvent);
}

/** Streams the filtered trail newest first in batches, for an export that never holds the whole trail in memory. */
export async function* eventBatches(db: DbOrTx, accountId: string, filters: EventFilters, batch = 500): AsyncGenerator<AccountEvent[]> {
  let cursor: string | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(accountEvents)
      .where(and(...conditions(accountId, filters), newestFirstAfter(accountEvents.createdAt, accountEvents.id, cursor)))
      .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
      .limit(batch + 1);
    const page = toPage(rows, batch, newestFirstKey, toEvent);
    if (page.items.length > 0) yield page.items;
    if (!page.pagination.nextCursor) return;
    cursor = page.pagination.nextCursor;
  }
}
