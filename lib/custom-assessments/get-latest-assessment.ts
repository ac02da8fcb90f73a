import type { Ctx } from "@/lib/context";
import { getFrameworkForAssessment, requireCustomFrameworks } from "@/lib/custom-frameworks";
import { latestAssessmentRow } from "./internal/latest-assessment";
import { toAssessment } from "./internal/serialize-assessment";
import type { Assessment } from "./schemas";

/** The most recent stored assessment; 404 when the framework was never assessed. */
export async function getLatestAssessment(ctx: Ctx, id: string): Promise<Assessment> {
  const accountId = await requireCustomFrameworks(ctx, "viewer");
  const fw = await getFrameworkForAssessment(ctx.db, accountId, id, false);
  return toAssessment(await latestAssessmentRow(ctx.db, fw.id));
}
