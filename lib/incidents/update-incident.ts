import { eq } from "drizzle-orm";
import { incidents } from "@/db/incidents";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { activeMember } from "@/lib/members";
import { INCIDENT_STATUS_LABELS } from "@/lib/vocabulary";
import { setIncidentControls } from "./internal/controls";
import { findIncident } from "./internal/find-incident";
import { assertTimes } from "./internal/times";
import { addTimelineEntry } from "./internal/timeline";
import { assertTransition, stampsFor } from "./internal/transitions";
import { incidentReference, incidentViews } from "./internal/views";
import type { IncidentJson, UpdateIncidentInput } from "./schemas";

type Row = typeof incidents.$inferSelect;

/** The fields a PATCH sets as given (null clears); status, controls and owner are checked on their own below. */
const PLAIN_FIELDS = [
  "title",
  "description",
  "severity",
  "detectedAt",
  "occurredAt",
  "containedAt",
  "resolvedAt",
  "affectedSystems",
  "affectedData",
  "personalDataBreach",
  "healthDataInvolved",
  "affectedIndividuals",
  "authorityNotifiedAt",
  "authorityName",
  "authorityReference",
  "individualsNotifiedAt",
  "hhsNotifiedAt",
] as const satisfies readonly (keyof UpdateIncidentInput & keyof Row)[];

/**
 * Edits an incident. A status change follows the lifecycle (lib/incidents/internal/transitions.ts), stamps the time
 * it reached and writes a timeline entry; recording the authority's notification writes one too. The trail keeps
 * every changed field with its value before and after.
 */
export async function updateIncident(ctx: Ctx, id: string, input: UpdateIncidentInput): Promise<IncidentJson> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findIncident(tx, accountId, id, true);
    if (input.ownerUserId) await activeMember(tx, accountId, input.ownerUserId, "ownerUserId");
    const set: Partial<Row> = {};
    for (const field of PLAIN_FIELDS) {
      if (input[field] !== undefined) (set as Record<string, unknown>)[field] = input[field];
    }
    if (input.ownerUserId !== undefined) set.ownerUserId = input.ownerUserId;
    const status = input.status ?? current.status;
    if (status !== current.status) {
      assertTransition(current.status, status, { severity: set.severity ?? current.severity, reviewCompletedAt: current.reviewCompletedAt });
      Object.assign(set, { status }, stampsFor(status, { ...current, ...set }, now));
    }
    const next = { ...current, ...set };
    assertTimes({ detectedAt: next.detectedAt, occurredAt: next.occurredAt, containedAt: next.containedAt, resolvedAt: next.resolvedAt }, now);
    const changes = Object.fromEntries(
      Object.entries(set)
        .filter(([key, value]) => !same(value, current[key as keyof Row]))
        .map(([key, value]) => [key, { from: current[key as keyof Row] ?? null, to: value ?? null }]),
    );
    const [updated] = await tx
      .update(incidents)
      .set({ ...set, updatedAt: now })
      .where(eq(incidents.id, current.id))
      .returning();
    if (input.controls) await setIncidentControls(tx, accountId, current.id, input.controls);
    if (status !== current.status) {
      const body = `Status: ${INCIDENT_STATUS_LABELS[current.status]} → ${INCIDENT_STATUS_LABELS[status]}.`;
      // Written at the time the status was reached when that was given (a containment recorded after the fact).
      const reached = { contained: updated.containedAt, resolved: updated.resolvedAt, closed: updated.closedAt }[status as string];
      await addTimelineEntry(tx, ctx, { accountId, incidentId: current.id, kind: "status_changed", body, at: reached ?? now });
    }
    if (updated.authorityNotifiedAt && !current.authorityNotifiedAt) {
      const who = updated.authorityName ? `${updated.authorityName} notified` : "Supervisory authority notified";
      const body = `${who}${updated.authorityReference ? ` (reference ${updated.authorityReference})` : ""}.`;
      await addTimelineEntry(tx, ctx, { accountId, incidentId: current.id, kind: "notification", body, at: updated.authorityNotifiedAt });
    }
    await recordEvent(tx, ctx, {
      accountId,
      action: status !== current.status ? "incident.status_changed" : "incident.updated",
      targetType: "incident",
      targetId: current.id,
      details: { reference: incidentReference(current.number), changes, ...(input.controls ? { controls: input.controls.length } : {}) },
    });
    return updated;
  });
  const [json] = await incidentViews(ctx.db, accountId, [row], now);
  return json;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return (a ?? null) === (b ?? null);
}
