import { assignedAuditWork } from "@/lib/audits";
import type { Ctx } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";
import { documentsAwaitingApproval } from "@/lib/documents";
import { incidentActionsOwnedBy } from "@/lib/incidents";
import { controlsOwnedBy } from "@/lib/ownership";
import { riskTasksAssignedTo } from "@/lib/risks";
import type { MyWorkJson, WorkItemJson } from "@/lib/work";

/** Overdue first, then the nearest due date (none last), then by title. */
function byUrgency(a: WorkItemJson, b: WorkItemJson): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if (a.due_at !== b.due_at) return a.due_at === null ? 1 : b.due_at === null ? -1 : a.due_at < b.due_at ? -1 : 1;
  return a.title.localeCompare(b.title);
}

/**
 * What the signed-in member is answerable for: open evidence requests assigned to them, unresolved findings they own,
 * controls they own, documents waiting for their approval, incidents' review actions they own and risk treatment tasks assigned to
 * them; at most `limit` of each kind, each with its due date and
 * whether it is overdue as of now. A flow: audits, documents and work (control owners) each answer for their own part.
 */
export async function listMyWork(ctx: Ctx, query: { limit: number }): Promise<MyWorkJson> {
  const { accountId, userId } = requireCustomer(ctx);
  const now = ctx.now();
  const [audit, documents, controls, incidentActions, riskTasks] = await Promise.all([
    assignedAuditWork(ctx.db, accountId, userId, query.limit),
    documentsAwaitingApproval(ctx.db, accountId, userId, query.limit),
    controlsOwnedBy(ctx.db, accountId, userId, query.limit),
    incidentActionsOwnedBy(ctx.db, accountId, userId, query.limit),
    riskTasksAssignedTo(ctx.db, accountId, userId, query.limit),
  ]);
  const due = (d: Date | null) => ({ due_at: d?.toISOString() ?? null, overdue: d !== null && d < now });
  const items: WorkItemJson[] = [
    ...audit.evidenceRequests.map((r) => ({
      kind: "evidence_request" as const,
      id: r.id,
      title: `${r.controlId}: ${r.description}`,
      context: r.auditTitle,
      link: `/audits/${r.auditId}`,
      ...due(r.dueAt),
    })),
    ...audit.findings.map((f) => ({
      kind: "finding" as const,
      id: f.id,
      title: `${f.controlId}: ${f.title}`,
      context: `${f.auditTitle} (${f.severity})`,
      link: `/audits/${f.auditId}`,
      ...due(f.dueAt),
    })),
    ...controls.map((c) => ({
      kind: "control" as const,
      id: `${c.frameworkId}:${c.controlId}`,
      title: `${c.controlId}${c.title ? `: ${c.title}` : ""}`,
      context: c.frameworkName,
      link: `/frameworks/${encodeURIComponent(c.frameworkId)}`,
      ...due(null),
    })),
    ...documents.map((d) => ({
      kind: "document" as const,
      id: d.id,
      title: d.title,
      context: `Version ${d.version} awaiting your approval`,
      link: `/documents/${d.id}`,
      ...due(null),
    })),
    ...incidentActions.map((a) => ({
      kind: "incident_action" as const,
      id: a.id,
      title: a.title,
      context: a.incident,
      link: `/incidents/${a.incidentId}`,
      ...due(a.dueAt),
    })),
    ...riskTasks.map((task) => ({
      kind: "risk_task" as const,
      id: task.id,
      title: task.title,
      context: task.risk,
      link: `/risks/${task.riskId}`,
      ...due(task.dueAt),
    })),
  ].sort(byUrgency);
  return {
    counts: {
      total: items.length,
      overdue: items.filter((i) => i.overdue).length,
      evidence_requests: audit.evidenceRequests.length,
      findings: audit.findings.length,
      controls: controls.length,
      documents: documents.length,
      incident_actions: incidentActions.length,
      risk_tasks: riskTasks.length,
    },
    items,
  };
}
