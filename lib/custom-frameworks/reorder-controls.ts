import { eq, sql } from "drizzle-orm";
import { customControls } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { requireCustomFrameworks } from "./internal/access";
import { assertDraft, findFramework, frameworkWithControls, touchFramework } from "./internal/queries";
import type { CustomFrameworkWithControls } from "./schemas";

/**
 * `controlIds` must be exactly the framework's control ids, each once, in the new order;
 * anything else (missing, unknown, repeated) is validation_failed naming each problem.
 * One UPDATE sets every position, so a reorder of thousands of controls is one round trip.
 */
export async function reorderControls(ctx: Ctx, frameworkId: string, controlIds: string[]): Promise<CustomFrameworkWithControls> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const fw = await findFramework(tx, accountId, frameworkId, { lock: true });
    assertDraft(fw);
    const existing = await tx.select({ id: customControls.id }).from(customControls).where(eq(customControls.frameworkId, fw.id));
    const known = new Set(existing.map((r) => r.id));
    const issues: ValidationIssue[] = [];
    const seen = new Set<string>();
    controlIds.forEach((id, i) => {
      if (!known.has(id)) issues.push({ path: `controlIds.${i}`, message: `"${id}" is not a control of this framework` });
      else if (seen.has(id)) issues.push({ path: `controlIds.${i}`, message: `"${id}" appears more than once` });
      seen.add(id);
    });
    const missing = [...known].filter((id) => !seen.has(id));
    if (missing.length > 0) {
      issues.push({
        path: "controlIds",
        message: `Missing ${missing.length} of the framework's controls: ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? ", …" : ""}`,
      });
    }
    if (issues.length > 0) throw ServiceError.validation(issues);

    if (controlIds.length > 0) {
      const order = JSON.stringify(controlIds.map((id, position) => ({ id, position })));
      await tx.execute(sql`
        update ${customControls} as c
        set sort_order = v.position
        from jsonb_to_recordset(${order}::jsonb) as v(id uuid, position int)
        where c.id = v.id and c.framework_id = ${fw.id}`);
    }
    await touchFramework(tx, fw.id, now);
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_control.reordered",
      targetType: "custom_framework",
      targetId: fw.id,
      details: { count: controlIds.length },
    });
    return frameworkWithControls(tx, { ...fw, updatedAt: now });
  });
}
