import { eq, sql } from "drizzle-orm";
import { incidents } from "@/db/incidents";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { activeMember } from "@/lib/members";
import { setIncidentControls } from "./internal/controls";
import { assertTimes } from "./internal/times";
import { addTimelineEntry } from "./internal/timeline";
import { incidentReference, incidentViews } from "./internal/views";
import type { CreateIncidentInput, IncidentJson } from "./schemas";

/** Records an incident (status open) with the account's next reference, and opens its timeline. */
export async function createIncident(ctx: Ctx, input: CreateIncidentInput): Promise<IncidentJson> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  const detectedAt = input.detectedAt ?? now;
  assertTimes({ detectedAt, occurredAt: input.occurredAt ?? null, containedAt: null, resolvedAt: null }, now);
  const row = await ctx.db.transaction(async (tx) => {
    if (input.ownerUserId) await activeMember(tx, accountId, input.ownerUserId, "ownerUserId");
    // One reference per account: numbers are taken one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`incidents:${accountId}`}, 0))`);
    const [{ next }] = await tx
      .select({ next: sql<number>`cast(coalesce(max(${incidents.number}), 0) + 1 as int)` })
      .from(incidents)
      .where(eq(incidents.accountId, accountId));
    const [created] = await tx
      .insert(incidents)
      .values({
        accountId,
        number: next,
        title: input.title,
        description: input.description ?? null,
        severity: input.severity,
        ownerUserId: input.ownerUserId ?? null,
        detectedAt,
        occurredAt: input.occurredAt ?? null,
        affectedSystems: input.affectedSystems ?? [],
        affectedData: input.affectedData ?? null,
        personalDataBreach: input.personalDataBreach ?? false,
        healthDataInvolved: input.healthDataInvolved ?? false,
        affectedIndividuals: input.affectedIndividuals ?? null,
        createdBy: ctx.caller.kind === "customer" ? ctx.caller.userId : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (input.controls?.length) await setIncidentControls(tx, accountId, created.id, input.controls);
    await addTimelineEntry(tx, ctx, { accountId, incidentId: created.id, kind: "status_changed", body: "Incident recorded as open.", at: detectedAt });
    await recordEvent(tx, ctx, {
      accountId,
      action: "incident.created",
      targetType: "incident",
      targetId: created.id,
      details: { reference: incidentReference(created.number), severity: created.severity, personalDataBreach: created.personalDataBreach },
    });
    return created;
  });
  const [json] = await incidentViews(ctx.db, accountId, [row], now);
  return json;
}
