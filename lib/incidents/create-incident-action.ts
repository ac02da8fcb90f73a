import { eq } from "drizzle-orm";
import { incidentActions, incidents } from "@/db/incidents";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { activeMember } from "@/lib/members";
import { findIncident } from "./internal/find-incident";
import { toIncidentAction } from "./internal/serialize-entry";
import { addTimelineEntry } from "./internal/timeline";
import { incidentReference } from "./internal/views";
import type { CreateActionInput, IncidentActionJson } from "./schemas";

/** Adds an action from the post-incident review: work with an owner and a due date, open until done. */
export async function createIncidentAction(ctx: Ctx, id: string, input: CreateActionInput): Promise<IncidentActionJson> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const incident = await findIncident(tx, accountId, id, true);
    const owner = input.ownerUserId ? await activeMember(tx, accountId, input.ownerUserId, "ownerUserId") : null;
    const [row] = await tx
      .insert(incidentActions)
      .values({
        accountId,
        incidentId: incident.id,
        title: input.title,
        ownerUserId: owner?.id ?? null,
        dueOn: input.dueOn ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await addTimelineEntry(tx, ctx, { accountId, incidentId: incident.id, kind: "action", body: `Action added: ${input.title}` });
    await tx.update(incidents).set({ updatedAt: now }).where(eq(incidents.id, incident.id));
    await recordEvent(tx, ctx, {
      accountId,
      action: "incident.action_created",
      targetType: "incident",
      targetId: incident.id,
      details: { reference: incidentReference(incident.number), actionId: row.id, title: row.title },
    });
    return toIncidentAction(row, owner, now.toISOString().slice(0, 10));
  });
}
