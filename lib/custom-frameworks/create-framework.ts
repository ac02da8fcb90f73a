import type { z } from "zod";
import { customFrameworks } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { requireCustomFrameworks } from "./internal/access";
import { toFramework } from "./internal/serialize";
import type { frameworkCreateSchema } from "./schemas";
import type { CustomFramework } from "./schemas";

export type CreateFrameworkInput = z.output<typeof frameworkCreateSchema>;

export async function createFramework(ctx: Ctx, input: CreateFrameworkInput): Promise<CustomFramework> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customFrameworks)
      .values({
        accountId,
        name: input.name,
        description: input.description ?? null,
        version: input.version ?? null,
        category: input.category ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_framework.created",
      targetType: "custom_framework",
      targetId: row.id,
      details: { name: row.name },
    });
    return toFramework(row, 0);
  });
}
