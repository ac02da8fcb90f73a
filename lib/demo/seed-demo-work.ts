import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { listAudits, setEvidenceRequestAssignment } from "@/lib/audits";
import type { Ctx } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";
import { listDocuments, requestDocumentApproval, setDocumentOwners } from "@/lib/documents";
import { setControlScope } from "@/lib/scope";
import { DEMO_AWAITING_APPROVAL } from "./seed-demo-content";
import { setControlOwner } from "@/lib/ownership";
import { demoColleagues } from "./demo-people";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A start on the Statement of Applicability: a few Annex A controls decided, the rest left for the visitor. */
const SCOPE: [controlId: string, applicable: boolean, justification: string][] = [
  ["A.5.15", true, "Risk treatment R-03: unauthorised access to customer data."],
  ["A.8.5", true, "Risk treatment R-03; contractual (customer security addendum)."],
  ["A.8.13", true, "Risk treatment R-07: loss of production data."],
  [
    "A.7.4",
    false,
    "No offices or premises of our own: staff work remotely and systems run with a cloud provider whose physical controls are covered by its SOC 2 report.",
  ],
  ["A.8.30", false, "No development is outsourced; all software is built by employees."],
];

/**
 * Owners and assignments in the demo account, so "My work", the bell and the overdue reminders have something to
 * show: a few SOC 2 controls owned by Sam and Priya, one evidence request of the demo audit assigned to Sam and
 * three days overdue, one policy waiting for Priya's approval, and a few ISO 27001 scope decisions. Runs after the demo members and content exist;
 * without those members (another seed not yet in place) it does nothing.
 */
export async function seedDemoWork(ctx: Ctx): Promise<void> {
  const { sam, priya } = await demoColleagues(ctx);
  if (!sam || !priya) return;

  for (const [controlId, owner] of [
    ["CC6.1", sam],
    ["CC6.2", sam],
    ["CC7.3", sam],
    ["CC1.4", priya],
    ["CC2.2", priya],
  ] as const) {
    await setControlOwner(ctx, "soc2", controlId, { user_id: owner });
  }

  for (const [controlId, applicable, justification] of SCOPE) {
    await setControlScope(ctx, "iso27001", controlId, { applicable, justification });
  }

  const [audit] = (await listAudits(ctx, {}, { limit: 1 })).items;
  if (audit) {
    // The demo's auditor has not accepted yet, so the request is recorded as the auditor would have asked it: two
    // weeks before it fell due, three days ago. A request is never due before it was made.
    const due = new Date(ctx.now().getTime() - 3 * DAY_MS);
    const [request] = await ctx.db
      .insert(auditEvidenceRequests)
      .values({
        auditId: audit.id,
        controlId: "CC6.2",
        description: "Export of the Q3 user access review, with the approvers' sign-off.",
        priority: "high",
        createdAt: new Date(due.getTime() - 14 * DAY_MS),
      })
      .returning({ id: auditEvidenceRequests.id });
    await setEvidenceRequestAssignment(ctx, audit.id, request.id, { assignee_user_id: sam, due_at: due });
  }

  const document = (await listDocuments(ctx, { limit: 100 })).items.find((d) => d.templateId === DEMO_AWAITING_APPROVAL);
  if (document) {
    await setDocumentOwners(ctx, document.id, { ownerUserId: requireCustomer(ctx).userId, approverUserId: priya });
    await requestDocumentApproval(ctx, document.id);
  }
}
