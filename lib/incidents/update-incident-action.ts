import { and, eq } from "drizzle-orm";
import { incidentActions } from "@/db/incidents";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { activeMember } from "@/lib/members";
import { findIncident } from "./internal/find-incident";
import { toIncidentAction } from "./internal/serialize-entry";
import { addTimelineEntry } from "./internal/timeline";
import { incidentReference } from "./internal/views";
import type { IncidentActionJson, UpdateActionInput } from "./schemas";

/** Edits a review action, or marks it done (or open again); finishing one is written on the incident's timeline. */
export async function updateIncidentAction(ctx: Ctx, id: string, actionId: string, input: UpdateActionInput): Promise<IncidentActionJson> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const incident = await findIncident(tx, accountId, id, true);
    const [current] = await tx
      .select()
      .from(incidentActions)
      .where(and(eq(incidentActions.id, actionId), eq(incidentActions.incidentId, incident.id)))
      .limit(1);
    if (!current) throw ServiceError.notFound("action");
    const ownerId = input.ownerUserId !== undefined ? input.ownerUserId : current.ownerUserId;
    const owner = ownerId
      ? await activeMember(tx, accountId, ownerId, "ownerUserId").catch((error) => (ownerId === current.ownerUserId ? null : Promise.reject(error)))
      : null;
    const status = input.status ?? current.status;
    const [row] = await tx
      .update(incidentActions)
      .set({
        title: input.title ?? current.title,
        ownerUserId: ownerId,
        dueOn: input.dueOn !== undefined ? input.dueOn : current.dueOn,
        status,
        doneAt: status === "done" ? (current.doneAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(incidentActions.id, current.id))
      .returning();
    if (status !== current.status) {
      const body = status === "done" ? `Action done: ${row.title}` : `Action reopened: ${row.title}`;
      await addTimelineEntry(tx, ctx, { accountId, incidentId: incident.id, kind: "action", body });
    }
    await recordEvent(tx, ctx, {
      accountId,
      action: status !== current.status && status === "done" ? "incident.action_done" : "incident.action_updated",
      targetType: "incident",
      targetId: incident.id,
      details: { reference: incidentReference(incident.number), actionId: row.id },
    });
    return toIncidentAction(row, owner, now.toISOString().slice(0, 10));
  });
}
