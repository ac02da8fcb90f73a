import type { Ctx } from "@/lib/context";
import { requireCustomFrameworks } from "./internal/access";
import { latestAssessmentRow } from "./internal/latest-assessment";
import { toAssessment } from "./internal/serialize-assessment";
import { findFramework } from "./internal/queries";
import type { Assessment } from "./schemas";

/** The most recent stored assessment; 404 when the framework was never assessed. */
export async function getLatestAssessment(ctx: Ctx, id: string): Promise<Assessment> {
  const accountId = await requireCustomFrameworks(ctx, "viewer");
  const fw = await findFramework(ctx.db, accountId, id);
  return toAssessment(await latestAssessmentRow(ctx.db, fw.id));
}
