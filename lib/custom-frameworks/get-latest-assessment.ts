import { desc, eq } from "drizzle-orm";
import { customAssessments } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { requireCustomFrameworks } from "./internal/access";
import { toAssessment } from "./internal/present-assessment";
import { findFramework } from "./internal/queries";
import type { Assessment } from "./response-schemas";

/** The most recent stored assessment; 404 when the framework was never assessed. */
export async function getLatestAssessment(ctx: Ctx, id: string): Promise<Assessment> {
  const accountId = await requireCustomFrameworks(ctx, "viewer");
  const fw = await findFramework(ctx.db, accountId, id);
  const [row] = await ctx.db
    .select()
    .from(customAssessments)
    .where(eq(customAssessments.frameworkId, fw.id))
    .orderBy(desc(customAssessments.assessedAt), desc(customAssessments.createdAt))
    .limit(1);
  if (!row) throw new ServiceError("not_found", "This framework has not been assessed yet.");
  return toAssessment(row);
}
