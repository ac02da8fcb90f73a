import { and, asc, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { incidentActions } from "@/db/incidents";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { oldestFirstAfter, toPage, type Page, type PageRequest } from "@/lib/pagination";
import { findIncident } from "./internal/find-incident";
import { toIncidentAction } from "./internal/serialize-entry";
import type { IncidentActionJson } from "./schemas";
import { personColumns } from "./internal/person-columns";

/** The review's actions in the order they were written down. */
export async function listIncidentActions(ctx: Ctx, id: string, page: PageRequest): Promise<Page<IncidentActionJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const incident = await findIncident(ctx.db, accountId, id);
  const t = incidentActions;
  const rows = await ctx.db
    .select({ action: t, owner: personColumns })
    .from(t)
    .leftJoin(users, eq(users.id, t.ownerUserId))
    .where(and(eq(t.incidentId, incident.id), oldestFirstAfter(t.createdAt, t.id, page.cursor)))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(page.limit + 1);
  const today = ctx.now().toISOString().slice(0, 10);
  return toPage(
    rows,
    page.limit,
    ({ action }) => [action.createdAt.toISOString(), action.id],
    ({ action, owner }) => toIncidentAction(action, owner?.id ? owner : null, today),
  );
}
