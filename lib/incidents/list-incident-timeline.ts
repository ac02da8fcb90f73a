import { and, asc, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { incidentTimelineEntries } from "@/db/incidents";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { oldestFirstAfter, toPage, type Page, type PageRequest } from "@/lib/pagination";
import { findIncident } from "./internal/find-incident";
import { toTimelineEntry } from "./internal/serialize-entry";
import type { TimelineEntryJson } from "./schemas";
import { personColumns } from "./internal/person-columns";

/** An incident's timeline, oldest first: the order in which it happened, not in which it was written down. */
export async function listIncidentTimeline(ctx: Ctx, id: string, page: PageRequest): Promise<Page<TimelineEntryJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const incident = await findIncident(ctx.db, accountId, id);
  const t = incidentTimelineEntries;
  const rows = await ctx.db
    .select({ entry: t, author: personColumns })
    .from(t)
    .leftJoin(users, eq(users.id, t.authorUserId))
    .where(and(eq(t.incidentId, incident.id), oldestFirstAfter(t.at, t.id, page.cursor)))
    .orderBy(asc(t.at), asc(t.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    ({ entry }) => [entry.at.toISOString(), entry.id],
    ({ entry, author }) => toTimelineEntry(entry, author?.id ? author : null),
  );
}
