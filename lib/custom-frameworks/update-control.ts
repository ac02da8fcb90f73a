import { and, eq, gt, gte, lt, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import { customControls } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { requireCustomFrameworks } from "./internal/access";
import { findControl } from "./internal/find-control";
import { productOriginIssues, toStoredMappings } from "./internal/mappings";
import { toControl } from "./internal/serialize";
import { assertDraft, controlCount, findFramework, labelTaken, touchFramework } from "./internal/queries";
import type { controlUpdateSchema } from "./schemas";
import type { CustomControl } from "./schemas";

export type UpdateControlInput = z.output<typeof controlUpdateSchema>;

/**
 * Any control field of a draft framework. `sort_order` moves the control to that position
 * (clamped to the last) and shifts the ones in between, so positions stay 0..n-1.
 */
export async function updateControl(ctx: Ctx, frameworkId: string, controlId: string, input: UpdateControlInput): Promise<CustomControl> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const fw = await findFramework(tx, accountId, frameworkId, { lock: true });
    const current = await findControl(tx, fw.id, controlId);
    assertDraft(fw);
    if (input.control_id_label !== undefined && (await labelTaken(tx, fw.id, input.control_id_label, current.id))) {
      throw new ServiceError("conflict", `A control labelled "${input.control_id_label}" already exists in this framework.`, [
        { path: "control_id_label", message: "Already used by another control of this framework" },
      ]);
    }
    const changes: Partial<typeof customControls.$inferInsert> = {};
    if (input.control_id_label !== undefined) changes.controlIdLabel = input.control_id_label;
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.category !== undefined) changes.category = input.category;
    if (input.evidence_requirements !== undefined) changes.evidenceRequirements = input.evidence_requirements;
    if (input.test_criteria !== undefined) changes.testCriteria = input.test_criteria;
    if (input.standard_mappings !== undefined) {
      const provenance = productOriginIssues(input.standard_mappings, current.standardMappings ?? [], "standard_mappings");
      if (provenance.length > 0) throw ServiceError.validation(provenance);
      changes.standardMappings = toStoredMappings(input.standard_mappings);
    }
    if (input.sort_order !== undefined) {
      const from = current.sortOrder;
      const to = Math.min(input.sort_order, (await controlCount(tx, fw.id)) - 1);
      const inFramework = eq(customControls.frameworkId, fw.id);
      if (to < from) {
        await tx
          .update(customControls)
          .set({ sortOrder: sql`${customControls.sortOrder} + 1` })
          .where(and(inFramework, gte(customControls.sortOrder, to), lt(customControls.sortOrder, from)));
      } else if (to > from) {
        await tx
          .update(customControls)
          .set({ sortOrder: sql`${customControls.sortOrder} - 1` })
          .where(and(inFramework, gt(customControls.sortOrder, from), lte(customControls.sortOrder, to)));
      }
      changes.sortOrder = to;
    }
    const [row] = await tx
      .update(customControls)
      .set({ ...changes, updatedAt: now })
      .where(eq(customControls.id, current.id))
      .returning();
    await touchFramework(tx, fw.id, now);
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_control.updated",
      targetType: "custom_framework",
      targetId: fw.id,
      details: { controlId: row.id, label: row.controlIdLabel, fields: Object.keys(changes) },
    });
    return toControl(row);
  });
}
