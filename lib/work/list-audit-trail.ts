import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { listEvents } from "@/lib/events";
import type { Page, PageRequest } from "@/lib/pagination";
import { withActorNames } from "./internal/actors";
import type { TrailEventJson } from "./schemas";
import type { AuditTrailFilters } from "./schemas";

/** The account's audit trail for owners and admins, newest first, filtered, each actor named. */
export async function listAuditTrail(ctx: Ctx, query: PageRequest & AuditTrailFilters): Promise<Page<TrailEventJson>> {
  const { accountId } = requireRole(ctx, "admin");
  const page = await listEvents(
    ctx,
    { limit: query.limit, cursor: query.cursor },
    { actor: query.actor, action: query.action, targetType: query.target_type, from: query.from, to: query.to },
  );
  return { items: await withActorNames(ctx.db, accountId, page.items), pagination: page.pagination };
}
