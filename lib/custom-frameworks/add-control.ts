import { and, eq, gte, sql } from "drizzle-orm";
import type { z } from "zod";
import { customControls } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { requireCustomFrameworks } from "./internal/access";
import { productOriginIssues, toStoredMappings } from "./internal/mappings";
import { toControl } from "./internal/serialize";
import { assertDraft, controlCount, findFramework, labelTaken, touchFramework } from "./internal/queries";
import { LIMITS, type controlCreateSchema } from "./schemas";
import type { CustomControl } from "./schemas";

export type AddControlInput = z.output<typeof controlCreateSchema>;

/**
 * Adds a control to a draft framework. Without `sort_order` it goes last; with one it is inserted
 * at that position (clamped to the end) and the controls from there on move down one, so
 * positions stay 0..n-1.
 */
export async function addControl(ctx: Ctx, frameworkId: string, input: AddControlInput): Promise<CustomControl> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const fw = await findFramework(tx, accountId, frameworkId, { lock: true });
    assertDraft(fw);
    const provenance = productOriginIssues(input.standard_mappings ?? [], [], "standard_mappings");
    if (provenance.length > 0) throw ServiceError.validation(provenance);
    if (await labelTaken(tx, fw.id, input.control_id_label)) {
      throw new ServiceError("conflict", `A control labelled "${input.control_id_label}" already exists in this framework.`, [
        { path: "control_id_label", message: "Already used by another control of this framework" },
      ]);
    }
    const n = await controlCount(tx, fw.id);
    if (n >= LIMITS.controlsPerFramework) {
      throw ServiceError.validation([{ path: "controls", message: `A framework holds at most ${LIMITS.controlsPerFramework} controls.` }]);
    }
    const position = Math.min(input.sort_order ?? n, n);
    if (position < n) {
      await tx
        .update(customControls)
        .set({ sortOrder: sql`${customControls.sortOrder} + 1` })
        .where(and(eq(customControls.frameworkId, fw.id), gte(customControls.sortOrder, position)));
    }
    const [row] = await tx
      .insert(customControls)
      .values({
        frameworkId: fw.id,
        accountId,
        controlIdLabel: input.control_id_label,
        title: input.title,
        description: input.description ?? null,
        category: input.category ?? null,
        evidenceRequirements: input.evidence_requirements ?? null,
        testCriteria: input.test_criteria ?? null,
        standardMappings: toStoredMappings(input.standard_mappings ?? []),
        sortOrder: position,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await touchFramework(tx, fw.id, now);
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_control.created",
      targetType: "custom_framework",
      targetId: fw.id,
      details: { controlId: row.id, label: row.controlIdLabel, position },
    });
    return toControl(row);
  });
}
