import { eq } from "drizzle-orm";
import { auditFindings } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { notify } from "@/lib/notifications";
import { assertNotComplete, customerGate, lockCustomerAudit } from "./internal/access";
import { recordActivity } from "./internal/activity";
import { activeMember } from "@/lib/members";
import { currentAuditorInvitation } from "./internal/members";
import { toFinding } from "./internal/serialize";
import type { FindingResponseInput } from "./schemas";
import { findingOf } from "./internal/audit-rows";

/**
 * The customer's side of a finding: who owns its remediation, by when, and the management response (the plan). The
 * status stays the auditor's. A new owner is told (`finding.assigned`); a new or changed response is told to the
 * audit's auditor (`finding.changed`), who reads it in the portal.
 */
export async function setFindingResponse(ctx: Ctx, auditId: string, findingId: string, input: FindingResponseInput) {
  const caller = await customerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    const finding = await findingOf(tx, audit.id, findingId);
    assertNotComplete(audit);
    if (input.owner_user_id) await activeMember(tx, audit.accountId, input.owner_user_id, "owner_user_id");

    const now = ctx.now();
    const patch: Partial<typeof auditFindings.$inferInsert> = {};
    const ownerChanged = input.owner_user_id !== undefined && input.owner_user_id !== finding.ownerUserId;
    if (ownerChanged) patch.ownerUserId = input.owner_user_id;
    if (input.due_at !== undefined && (input.due_at?.getTime() ?? null) !== (finding.dueAt?.getTime() ?? null)) patch.dueAt = input.due_at;
    const response = input.management_response === undefined ? undefined : input.management_response || null;
    const responseChanged = response !== undefined && response !== finding.managementResponse;
    if (responseChanged)
      Object.assign(patch, {
        managementResponse: response,
        managementResponseAt: response ? now : null,
        managementResponseBy: response ? caller.userId : null,
      });
    if (Object.keys(patch).length === 0) return toFinding(finding);

    const [updated] = await tx
      .update(auditFindings)
      .set({ ...patch, updatedAt: now })
      .where(eq(auditFindings.id, finding.id))
      .returning();
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "finding_updated",
      actor,
      controlId: finding.controlId,
      status: finding.status,
      details: {
        finding_id: finding.id,
        customer_response: true,
        ...(ownerChanged ? { owner_user_id: input.owner_user_id } : {}),
        ...("dueAt" in patch ? { due_at: patch.dueAt?.toISOString() ?? null } : {}),
        ...(responseChanged ? { management_response: response } : {}),
      },
      at: now,
    });
    if (ownerChanged && input.owner_user_id) {
      await notify(
        tx,
        {
          accountId: audit.accountId,
          recipients: [{ userId: input.owner_user_id }],
          kind: "finding.assigned",
          title: `You own the finding "${finding.title}"`,
          body: `${audit.title}, control ${finding.controlId} (${finding.severity}).`,
          link: `/audits/${audit.id}`,
          subjectType: "finding",
          subjectId: finding.id,
        },
        caller.userId,
      );
    }
    if (responseChanged && response) {
      const invitationId = await currentAuditorInvitation(tx, audit.id);
      if (invitationId) {
        await notify(tx, {
          accountId: audit.accountId,
          recipients: [{ auditorInvitationId: invitationId }],
          kind: "finding.changed",
          title: `Management response to "${finding.title}"`,
          body: response,
          link: "/auditor/findings",
          subjectType: "finding",
          subjectId: finding.id,
        });
      }
    }
    return toFinding(updated);
  });
}
