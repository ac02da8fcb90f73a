import { and, desc, eq, ilike, inArray, notInArray, or } from "drizzle-orm";
import { incidents } from "@/db/incidents";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { ACTIVE_INCIDENT_STATUSES } from "@/lib/vocabulary";
import { incidentViews } from "./internal/views";
import type { IncidentJson, ListIncidentsQuery } from "./schemas";
import { containsPattern } from "@/lib/text-search";

/** The account's incidents, newest recorded first, narrowed by status, severity, activity, breach, owner and words. */
export async function listIncidents(ctx: Ctx, query: ListIncidentsQuery): Promise<Page<IncidentJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const t = incidents;
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.accountId, accountId),
        query.status ? eq(t.status, query.status) : undefined,
        query.severity ? eq(t.severity, query.severity) : undefined,
        query.active === "true" ? inArray(t.status, [...ACTIVE_INCIDENT_STATUSES]) : undefined,
        query.active === "false" ? notInArray(t.status, [...ACTIVE_INCIDENT_STATUSES]) : undefined,
        query.breach ? eq(t.personalDataBreach, query.breach === "true") : undefined,
        query.owner ? eq(t.ownerUserId, query.owner) : undefined,
        pattern ? or(ilike(t.title, pattern), ilike(t.description, pattern)) : undefined,
        newestFirstAfter(t.createdAt, t.id, query.cursor),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, newestFirstKey);
  return { items: await incidentViews(ctx.db, accountId, page.items, ctx.now()), pagination: page.pagination };
}
