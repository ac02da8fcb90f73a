import { eq } from "drizzle-orm";
import { evidenceControls, evidenceItems } from "@/db/evidence";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { assertControlRefs } from "@/lib/custom-frameworks";
import { controlsOf } from "./list-evidence";
import { assertHandMade, liveEvidence } from "./internal/live-evidence";
import type { ControlRef, Evidence, UpdateEvidenceInput } from "./schemas";
import { toEvidence } from "./internal/serialize";

const uniqueRefs = (refs: ControlRef[]) => [...new Map(refs.map((c) => [`${c.framework}\u0000${c.controlId}`, c])).values()];

/**
 * Edits an evidence item's title, description, dates (effective dates included) or control mapping (`controls` replaces the whole
 * set, checked like a new item's). The event lists what changed, with the old and new values.
 */
export async function updateEvidence(ctx: Ctx, id: string, input: UpdateEvidenceInput): Promise<Evidence> {
  const { accountId } = requireRole(ctx, "member");
  if (input.controls) await assertControlRefs(ctx.db, accountId, input.controls);
  return ctx.db.transaction(async (tx) => {
    const before = await liveEvidence(tx, accountId, id, { lock: true });
    assertHandMade(before);
    const collectedAt = input.collectedAt === undefined ? before.collectedAt : input.collectedAt;
    const expiresAt = input.expiresAt === undefined ? before.expiresAt : input.expiresAt;
    if (collectedAt && expiresAt && expiresAt <= collectedAt) {
      throw ServiceError.validation([{ path: input.expiresAt === undefined ? "collectedAt" : "expiresAt", message: "Must keep expiresAt after collectedAt" }]);
    }
    const effectiveFrom = input.effectiveFrom === undefined ? before.effectiveFrom : input.effectiveFrom;
    const effectiveTo = input.effectiveTo === undefined ? before.effectiveTo : input.effectiveTo;
    if (effectiveFrom && effectiveTo && effectiveTo < effectiveFrom) {
      throw ServiceError.validation([
        { path: input.effectiveTo === undefined ? "effectiveFrom" : "effectiveTo", message: "Must keep effectiveTo on or after effectiveFrom" },
      ]);
    }
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const set: Partial<typeof evidenceItems.$inferInsert> = { updatedAt: ctx.now() };
    if (input.title !== undefined && input.title !== before.title) {
      set.title = input.title;
      changes.title = { from: before.title, to: input.title };
    }
    if (input.description !== undefined && (input.description ?? null) !== before.description) {
      set.description = input.description ?? null;
      changes.description = { from: before.description, to: set.description };
    }
    if (input.collectedAt !== undefined && collectedAt?.getTime() !== before.collectedAt?.getTime()) {
      set.collectedAt = collectedAt;
      changes.collectedAt = { from: before.collectedAt?.toISOString() ?? null, to: collectedAt?.toISOString() ?? null };
    }
    if (input.expiresAt !== undefined && expiresAt?.getTime() !== before.expiresAt?.getTime()) {
      set.expiresAt = expiresAt;
      changes.expiresAt = { from: before.expiresAt?.toISOString() ?? null, to: expiresAt?.toISOString() ?? null };
    }
    for (const [field, next] of [
      ["effectiveFrom", effectiveFrom],
      ["effectiveTo", effectiveTo],
    ] as const) {
      if (input[field] !== undefined && next?.getTime() !== before[field]?.getTime()) {
        set[field] = next;
        changes[field] = { from: before[field]?.toISOString() ?? null, to: next?.toISOString() ?? null };
      }
    }
    const [row] = await tx.update(evidenceItems).set(set).where(eq(evidenceItems.id, id)).returning();
    const previous = (await controlsOf(tx, [id])).get(id) ?? [];
    let controls = previous;
    if (input.controls) {
      controls = uniqueRefs(input.controls);
      await tx.delete(evidenceControls).where(eq(evidenceControls.evidenceId, id));
      await tx.insert(evidenceControls).values(controls.map((c) => ({ evidenceId: id, accountId, frameworkId: c.framework, controlId: c.controlId })));
      changes.controls = { from: previous, to: controls };
    }
    await recordEvent(tx, ctx, {
      accountId,
      action: "evidence.updated",
      targetType: "evidence",
      targetId: id,
      details: { changes },
    });
    return toEvidence(row, controls);
  });
}
