import { eq } from "drizzle-orm";
import type { z } from "zod";
import { customFrameworks } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { requireCustomFrameworks } from "./internal/access";
import { toFramework } from "./internal/serialize";
import { controlCount, findFramework } from "./internal/queries";
import type { frameworkUpdateSchema } from "./schemas";
import type { CustomFramework } from "./schemas";

export type UpdateFrameworkInput = z.output<typeof frameworkUpdateSchema>;

/** Name, description, version and category stay editable after publishing (docs/api.md §9). */
export async function updateFramework(ctx: Ctx, id: string, input: UpdateFrameworkInput): Promise<CustomFramework> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const current = await findFramework(tx, accountId, id, { lock: true });
    const changes: Partial<typeof customFrameworks.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description;
    if (input.version !== undefined) changes.version = input.version;
    if (input.category !== undefined) changes.category = input.category;
    const [row] = await tx
      .update(customFrameworks)
      .set({ ...changes, updatedAt: now })
      .where(eq(customFrameworks.id, current.id))
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_framework.updated",
      targetType: "custom_framework",
      targetId: row.id,
      details: { fields: Object.keys(changes) },
    });
    return toFramework(row, await controlCount(tx, row.id));
  });
}
