import { and, desc, eq } from "drizzle-orm";
import { riskAssessments } from "@/db/risks";
import type { DbOrTx } from "@/lib/db/client";
import { assessmentCsv, assessmentFileName } from "./assessment-csv";
import { findAssessment } from "./find-assessment";

/** A signed assessment as an audit package holds it: a CSV for people and the API's JSON for machines. */
export interface RiskAssessmentFile {
  id: string;
  title: string;
  signedAt: string;
  /** `<title>-<day>`, without an extension. */
  name: string;
  csv: string;
  json: string;
}

const MONTHS = 12;

/**
 * The signed risk assessments an audit package holds (lib/audits asks): every one signed off in the 12 months up to
 * `asOf`, or, when none was, the latest one signed before it. Newest first.
 */
export async function signedRiskAssessmentFiles(db: DbOrTx, accountId: string, asOf: Date): Promise<RiskAssessmentFile[]> {
  const a = riskAssessments;
  const rows = await db
    .select({ id: a.id, signedAt: a.signedAt })
    .from(a)
    .where(and(eq(a.accountId, accountId), eq(a.status, "signed")))
    .orderBy(desc(a.signedAt), desc(a.id));
  const since = new Date(asOf);
  since.setUTCMonth(since.getUTCMonth() - MONTHS);
  const before = rows.filter((r) => r.signedAt && r.signedAt <= asOf);
  const recent = before.filter((r) => r.signedAt! > since);
  const chosen = recent.length > 0 ? recent : before.slice(0, 1);
  const files: RiskAssessmentFile[] = [];
  for (const row of chosen) {
    const assessment = await findAssessment(db, accountId, row.id);
    files.push({
      id: assessment.id,
      title: assessment.title,
      signedAt: assessment.signedAt!,
      name: assessmentFileName(assessment),
      csv: assessmentCsv(assessment),
      json: `${JSON.stringify(assessment, null, 2)}\n`,
    });
  }
  return files;
}
