import { eq } from "drizzle-orm";
import { auditEvidenceRequests, auditEvidenceSubmissions } from "@/db/audit-evidence-requests";
import type { Ctx } from "@/lib/context";
import { addEvidence, fileFacts, resolveEvidenceUrl } from "@/lib/evidence";
import { notify } from "@/lib/notifications";
import { auditorsOf } from "./internal/auditors-of";
import { assertNotComplete, customerGate, lockCustomerAudit } from "./internal/access";
import { recordActivity } from "./internal/activity";
import { evidenceRequestOf } from "./internal/audit-rows";
import { assertRequestMove } from "./internal/request-status";
import { oneEvidenceRequestJson } from "./internal/submissions";

/**
 * Submits evidence for an open or returned request: marks it `responded`, adds the URL as evidence of that control
 * through the evidence domain (so the auditor sees it under the control), and freezes what was submitted: the exact
 * file with its SHA-256 and size as they are now, which a later replacement of the library item's file never
 * changes. A URL of an uploaded file must name a file of this account; it is stored in its canonical absolute form.
 */
export async function respondEvidenceRequest(ctx: Ctx, auditId: string, requestId: string, input: { evidence_file_url: string }) {
  const caller = await customerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    assertNotComplete(audit);
    const request = await evidenceRequestOf(tx, audit.id, requestId);
    assertRequestMove(
      "customer",
      request.status,
      "responded",
      request.status === "accepted"
        ? "The auditor accepted this evidence request; it takes no more submissions."
        : "This evidence request has already been answered.",
    );

    const { url, fileId, filename } = await resolveEvidenceUrl(tx, audit.accountId, input.evidence_file_url, "evidence_file_url");
    const facts = fileId ? await fileFacts(tx, audit.accountId, fileId) : null;

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
    const [submission] = await tx
      .insert(auditEvidenceSubmissions)
      .values({
        auditId: audit.id,
        requestId: request.id,
        evidenceId: evidence.id,
        url,
        fileId: facts?.id ?? null,
        filename: facts?.filename ?? null,
        sha256: facts?.sha256 ?? null,
        size: facts?.size ?? null,
        submittedBy: caller.userId,
        submittedByName: actor.name,
        submittedAt: now,
      })
      .returning({ id: auditEvidenceSubmissions.id });
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "evidence_submitted",
      actor,
      controlId: request.controlId,
      status: "responded",
      details: {
        evidence_request_id: request.id,
        evidence_id: evidence.id,
        evidence_file_url: url,
        submission_id: submission.id,
        ...(facts ? { file_id: facts.id, sha256: facts.sha256 } : {}),
      },
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
    return oneEvidenceRequestJson(tx, updated);
  });
}
