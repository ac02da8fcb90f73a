import { eq } from "drizzle-orm";
import { customFrameworks } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { requireCustomFrameworks } from "./internal/access";
import { findFramework, frameworkWithControls } from "./internal/queries";
import type { CustomFrameworkWithControls } from "./schemas";

/**
 * draft → published: locks the control structure and enables assessments. Publishing an already
 * published framework changes nothing and answers it as it is. The state machine has no
 * precondition, so an empty framework publishes through the API too (the console asks for a
 * control first); it assesses as non-compliant and is changed by cloning, like any other.
 */
export async function publishFramework(ctx: Ctx, id: string): Promise<CustomFrameworkWithControls> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const fw = await findFramework(tx, accountId, id, { lock: true });
    if (fw.status === "published") return frameworkWithControls(tx, fw);
    const [row] = await tx
      .update(customFrameworks)
      .set({ status: "published", publishedAt: now, updatedAt: now })
      .where(eq(customFrameworks.id, fw.id))
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_framework.published",
      targetType: "custom_framework",
      targetId: fw.id,
      details: { from: "draft", to: "published" },
    });
    return frameworkWithControls(tx, row);
  });
}
