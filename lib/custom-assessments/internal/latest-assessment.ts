import { desc, eq } from "drizzle-orm";
import { customAssessments } from "@/db/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

/** The framework's most recent stored assessment; 404 when it was never assessed. The framework is already the caller's. */
export async function latestAssessmentRow(db: DbOrTx, frameworkId: string): Promise<typeof customAssessments.$inferSelect> {
  const [row] = await db
    .select()
    .from(customAssessments)
    .where(eq(customAssessments.frameworkId, frameworkId))
    .orderBy(desc(customAssessments.assessedAt), desc(customAssessments.createdAt))
    .limit(1);
  if (!row) throw new ServiceError("not_found", "This framework has not been assessed yet.");
  return row;
}
