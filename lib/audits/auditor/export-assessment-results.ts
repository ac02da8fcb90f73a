import type { Ctx } from "@/lib/context";
import { requireAuditor } from "@/lib/context/guards";
import { exportAuditAssessmentResults } from "../export-audit-assessment-results";

/**
 * The auditor's audit as OSCAL assessment results: the organisation's export of the audit the token names (its gate
 * checks the invitation and the plan), so both sides download the same bytes.
 */
export async function exportAuditorAssessmentResults(ctx: Ctx): Promise<Response> {
  return exportAuditAssessmentResults(ctx, requireAuditor(ctx).auditId);
}
