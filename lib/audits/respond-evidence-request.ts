import { eq } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { addEvidence, resolveEvidenceUrl } from "@/lib/evidence";
import { auditorsOf, notify } from "@/lib/notifications";
import { assertNotComplete, customerGate, lockCustomerAudit } from "./access";
import { recordActivity } from "./internal/activity";
import { evidenceRequestJson } from "./internal/serialize";
import { evidenceRequestOf } from "./internal/audit-rows";

/**
 * Answers an open evidence request: marks it `responded`, records the URL and adds it as evidence
 * of that control through the evidence domain, so the auditor sees it under the control. A URL of
 * an uploaded file must name a file of this account; it is stored in its canonical absolute form.
 */
export async function respondEvidenceRequest(ctx: Ctx, auditId: string, requestId: string, input: { evidence_file_url: string }) {
  const caller = await customerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    assertNotComplete(audit);
    const request = await evidenceRequestOf(tx, audit.id, requestId);
    if (request.status !== "open") {
      throw new ServiceError("invalid_transition", "This evidence request has already been answered.", {
        from: request.status,
        to: "responded",
        allowed: [],
      });
    }

    const { url, fileId, filename } = await resolveEvidenceUrl(tx, audit.accountId, input.evidence_file_url, "evidence_file_url");

    const now = ctx.now();
    const evidence = await addEvidence(tx, ctx, {
      accountId: audit.accountId,
      title: filename ? `${filename} (audit evidence for ${request.controlId})` : `Audit evidence for ${request.controlId}`,
      url,
      description: request.description,
      controls: [{ framework: audit.frameworkId, controlId: request.controlId }],
      source: "audit_response",
      auditId: audit.id,
      fileId,
      collectedAt: now,
    });
    const [updated] = await tx
      .update(auditEvidenceRequests)
      .set({ status: "responded", evidenceFileUrl: url, evidenceId: evidence.id, respondedAt: now, respondedBy: caller.userId })
      .where(eq(auditEvidenceRequests.id, request.id))
      .returning();
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "evidence_submitted",
      actor,
      controlId: request.controlId,
      status: "responded",
      details: { evidence_request_id: request.id, evidence_id: evidence.id, evidence_file_url: url },
      at: now,
    });
    await notify(tx, {
      accountId: audit.accountId,
      recipients: await auditorsOf(tx, audit.id),
      kind: "evidence_request.responded",
      title: `Evidence submitted for ${request.controlId}: ${audit.title}`,
      body: `The customer answered the evidence request: ${request.description}`,
      link: "/auditor/evidence-requests",
      subjectType: "evidence_request",
      subjectId: request.id,
    });
    return evidenceRequestJson(updated);
  });
}
