import { sql } from "drizzle-orm";
import { users } from "@/db/accounts";
import { riskAssessments } from "@/db/risks";

const nameOf = (column: typeof riskAssessments.createdBy | typeof riskAssessments.signedBy) =>
  sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${column})`;

/** The summary columns of an assessment (no snapshot) with its people's names and the snapshot's length. */
export const assessmentSummaryColumns = {
  id: riskAssessments.id,
  title: riskAssessments.title,
  summary: riskAssessments.summary,
  status: riskAssessments.status,
  assessedOn: riskAssessments.assessedOn,
  riskCount: sql<number>`jsonb_array_length(${riskAssessments.risks})`,
  createdBy: riskAssessments.createdBy,
  createdByName: nameOf(riskAssessments.createdBy),
  createdAt: riskAssessments.createdAt,
  signedBy: riskAssessments.signedBy,
  signedByName: nameOf(riskAssessments.signedBy),
  signedAt: riskAssessments.signedAt,
};

export type AssessmentSummaryRow = Pick<
  typeof riskAssessments.$inferSelect,
  "id" | "title" | "summary" | "status" | "assessedOn" | "createdBy" | "createdAt" | "signedBy" | "signedAt"
> & { riskCount: number; createdByName: string | null; signedByName: string | null };
