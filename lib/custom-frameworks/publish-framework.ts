import { eq } from "drizzle-orm";
import { customFrameworks } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events/record-event";
import { requireCustomFrameworks } from "./access";
import { controlCount, findFramework, frameworkWithControls } from "./queries";
import type { CustomFrameworkWithControls } from "./types";

/**
 * draft → published: locks the control structure and enables assessments. Publishing an already
 * published framework changes nothing and answers it as it is. A framework without controls
 * cannot be published: there would be nothing to assess or audit, and it could never gain any.
 */
export async function publishFramework(ctx: Ctx, id: string): Promise<CustomFrameworkWithControls> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const fw = await findFramework(tx, accountId, id, { lock: true });
    if (fw.status === "published") return frameworkWithControls(tx, fw);
    if ((await controlCount(tx, fw.id)) === 0) {
      throw ServiceError.validation([{ path: "controls", message: "Add at least one control before publishing; published frameworks cannot gain controls." }]);
    }
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
