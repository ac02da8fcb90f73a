import type { Ctx } from "@/lib/context";
import { evidenceFileUrl } from "@/lib/evidence";
import { attachment, fileSlug } from "@/lib/http/reply";
import { buildAssessmentResults } from "@/lib/oscal/assessment-results";
import { oscalJson } from "@/lib/oscal/datatypes";
import { loadAuditOscalData } from "./internal/oscal-data";
import { auditAssessmentResultsInput } from "./internal/oscal-documents";
import { readableAudit } from "./internal/readable-audit";

/**
 * The audit as an OSCAL assessment-results document (docs/api.md §8), for the audited account or the audit's auditor,
 * in any status. Reading only, so not logged; its timestamps come from the stored data, so two exports of an
 * unchanged audit are the same bytes.
 */
export async function exportAuditAssessmentResults(ctx: Ctx, auditId: string): Promise<Response> {
  const audit = await readableAudit(ctx, auditId);
  const data = await ctx.db.transaction((tx) => loadAuditOscalData(tx, audit));
  const doc = buildAssessmentResults(auditAssessmentResultsInput(data, evidenceFileUrl));
  return attachment(oscalJson(doc), "application/json; charset=utf-8", `${fileSlug(audit.title, "audit")}-oscal-assessment-results.json`);
}
