import type { Ctx } from "@/lib/context";
import { evidenceFileUrl } from "@/lib/evidence";
import { ServiceError } from "@/lib/errors";
import { attachment, fileSlug } from "@/lib/http/reply";
import { oscalJson } from "@/lib/oscal/datatypes";
import { buildPoam } from "@/lib/oscal/poam";
import { loadAuditOscalData } from "./internal/oscal-data";
import { auditPoamInput } from "./internal/oscal-documents";
import { readableAudit } from "./internal/readable-audit";

/**
 * The audit's findings as an OSCAL plan of action and milestones (docs/api.md §8): one item per finding with its
 * risk, remediation and due date. An audit without findings has nothing to plan: 409 `conflict` (NIST's schema has
 * no empty POA&M).
 */
export async function exportAuditPoam(ctx: Ctx, auditId: string): Promise<Response> {
  const audit = await readableAudit(ctx, auditId);
  const data = await ctx.db.transaction((tx) => loadAuditOscalData(tx, audit));
  const input = auditPoamInput(data, evidenceFileUrl);
  if (!input) throw new ServiceError("conflict", "The audit has no findings, so there is no plan of action and milestones to export.");
  return attachment(oscalJson(buildPoam(input)), "application/json; charset=utf-8", `${fileSlug(audit.title, "audit")}-oscal-poam.json`);
}
