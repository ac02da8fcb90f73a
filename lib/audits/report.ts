import { escapeBlock, escapeCell, escapeInline } from "./markdown";
import { FINDING_SEVERITIES, FINDING_STATUSES } from "./finding-status";

/**
 * The audit report (docs/api.md §8) as pure Markdown: no I/O, linear in the audit's size, so a
 * report of thousands of controls and findings costs one pass over each list.
 */
export const CONTROL_STATUSES = ["pending", "passed", "failed", "needs_evidence"] as const;
export type ControlStatus = (typeof CONTROL_STATUSES)[number];
export const EVIDENCE_REQUEST_PRIORITIES = ["low", "medium", "high", "critical"] as const;
const PRIORITY_ORDER = ["critical", "high", "medium", "low"];

export interface ReportAudit {
  id: string;
  title: string;
  description: string | null;
  framework_id: string;
  framework_name: string;
  type: string;
  status: string;
  created_at: Date;
  target_completion: Date | null;
  completed_at: Date | null;
}

export interface ReportAuditor {
  name: string;
  email: string;
  firm: string | null;
  status: string;
}

export interface ReportControl {
  control_id: string;
  title: string;
  status: string;
  evidence_sufficient: boolean | null;
  auditor_notes: string | null;
  reviewed_at: Date | null;
}

export interface ReportFinding {
  control_id: string;
  severity: string;
  title: string;
  description: string;
  remediation: string | null;
  status: string;
  created_at: Date;
}

export interface ReportEvidenceRequest {
  control_id: string;
  description: string;
  priority: string;
  status: string;
  created_at: Date;
  responded_at: Date | null;
}

export interface ReportInput {
  audit: ReportAudit;
  auditors: ReportAuditor[];
  controls: ReportControl[];
  findings: ReportFinding[];
  evidenceRequests: ReportEvidenceRequest[];
  generatedAt: Date;
}

const STATUS_LABEL: Record<string, string> = {
  draft: "Draft",
  in_progress: "In progress",
  evidence_review: "Evidence review",
  findings: "Findings",
  complete: "Complete",
  pending: "Pending",
  passed: "Passed",
  failed: "Failed",
  needs_evidence: "Needs evidence",
  open: "Open",
  resolved: "Resolved",
  accepted: "Accepted",
  responded: "Responded",
};
const TYPE_LABEL: Record<string, string> = { type_i: "Type I", type_ii: "Type II" };
const SEVERITY_LABEL: Record<string, string> = {
  critical: "Critical",
  major: "Major",
  minor: "Minor",
  observation: "Observation",
};

const label = (map: Record<string, string>, v: string) => map[v] ?? escapeInline(v);
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "—");
const stamp = (d: Date | null) => (d ? d.toISOString() : "—");
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const pct = (n: number, total: number) => (total === 0 ? "0%" : `${Math.round((n / total) * 1000) / 10}%`);

function countBy<T>(items: readonly T[], key: (t: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** Known values first in their canonical order, then any unexpected ones so nothing is dropped. */
function orderedKeys(counts: Map<string, number>, canonical: readonly string[]): string[] {
  return [...canonical, ...[...counts.keys()].filter((k) => !canonical.includes(k)).sort()];
}

export function generateAuditReport(input: ReportInput): string {
  const { audit, auditors, controls, findings, evidenceRequests, generatedAt } = input;
  const out: string[] = [];

  out.push(`# Audit report: ${escapeInline(audit.title)}`, "");
  out.push("## Summary", "");
  out.push("| | |", "|---|---|");
  out.push(`| Framework | ${escapeCell(audit.framework_name)} (\`${audit.framework_id.replace(/`/g, "")}\`) |`);
  out.push(`| Audit type | ${label(TYPE_LABEL, audit.type)} |`);
  out.push(`| Status | ${label(STATUS_LABEL, audit.status)} |`);
  out.push(`| Created | ${day(audit.created_at)} |`);
  out.push(`| Target completion | ${day(audit.target_completion)} |`);
  out.push(`| Completed | ${day(audit.completed_at)} |`);
  out.push(`| Report generated | ${stamp(generatedAt)} |`);
  const auditorCell =
    auditors.length === 0
      ? "No auditor invited"
      : auditors
          .map((a) => {
            const firm = a.firm ? `, ${escapeCell(a.firm)}` : "";
            const pending = a.status === "accepted" ? "" : ` (invitation ${escapeCell(a.status)})`;
            return `${escapeCell(a.name)}${firm} — ${escapeCell(a.email)}${pending}`;
          })
          .join("; ");
  out.push(`| Auditor | ${auditorCell} |`, "");
  if (audit.description) out.push(escapeBlock(audit.description), "");

  // Control status: counts, then one row per control in snapshot order.
  const total = controls.length;
  const controlCounts = countBy(controls, (c) => c.status);
  const reviewed = total - (controlCounts.get("pending") ?? 0);
  out.push("## Control status", "");
  out.push(`${plural(total, "control")}, ${reviewed} reviewed (${pct(reviewed, total)}).`, "");
  out.push("| Status | Controls | Share |", "|---|---:|---:|");
  for (const s of orderedKeys(controlCounts, CONTROL_STATUSES)) {
    const n = controlCounts.get(s) ?? 0;
    out.push(`| ${label(STATUS_LABEL, s)} | ${n} | ${pct(n, total)} |`);
  }
  out.push(`| **Total** | **${total}** | ${total === 0 ? "0%" : "100%"} |`, "");
  if (total > 0) {
    out.push("| Control | Title | Status | Evidence sufficient | Auditor notes | Reviewed |");
    out.push("|---|---|---|---|---|---|");
    for (const c of controls) {
      const sufficient = c.evidence_sufficient === null ? "—" : c.evidence_sufficient ? "Yes" : "No";
      out.push(
        `| ${escapeCell(c.control_id)} | ${escapeCell(c.title)} | ${label(STATUS_LABEL, c.status)} | ${sufficient} | ${escapeCell(c.auditor_notes)} | ${day(c.reviewed_at)} |`,
      );
    }
    out.push("");
  }

  // Findings grouped by severity, most severe first.
  out.push("## Findings", "");
  const bySeverity = new Map<string, ReportFinding[]>();
  for (const f of findings) {
    const list = bySeverity.get(f.severity);
    if (list) list.push(f);
    else bySeverity.set(f.severity, [f]);
  }
  if (findings.length === 0) {
    out.push("No findings were recorded.", "");
  } else {
    const statusCounts = countBy(findings, (f) => f.status);
    out.push(
      `${plural(findings.length, "finding")}: ` +
        orderedKeys(statusCounts, FINDING_STATUSES)
          .map((s) => `${statusCounts.get(s) ?? 0} ${label(STATUS_LABEL, s).toLowerCase()}`)
          .join(", ") +
        ".",
      "",
    );
    out.push("| Severity | Findings |", "|---|---:|");
    for (const s of orderedKeys(countBy(findings, (f) => f.severity), FINDING_SEVERITIES)) {
      out.push(`| ${label(SEVERITY_LABEL, s)} | ${bySeverity.get(s)?.length ?? 0} |`);
    }
    out.push("");
    for (const s of orderedKeys(countBy(findings, (f) => f.severity), FINDING_SEVERITIES)) {
      const group = bySeverity.get(s) ?? [];
      out.push(`### ${label(SEVERITY_LABEL, s)} (${group.length})`, "");
      if (group.length === 0) {
        out.push("None.", "");
        continue;
      }
      group.forEach((f, i) => {
        out.push(`#### ${i + 1}. ${escapeInline(f.title)}`, "");
        out.push(
          `- Control: ${escapeInline(f.control_id)}`,
          `- Status: ${label(STATUS_LABEL, f.status)}`,
          `- Recorded: ${day(f.created_at)}`,
          "",
        );
        out.push("**Description**", "", escapeBlock(f.description) || "—", "");
        if (f.remediation) out.push("**Remediation**", "", escapeBlock(f.remediation), "");
      });
    }
  }

  // Evidence requests: counts by status and priority, then the list.
  out.push("## Evidence requests", "");
  if (evidenceRequests.length === 0) {
    out.push("No evidence was requested.", "");
  } else {
    const byStatus = countBy(evidenceRequests, (r) => r.status);
    const byPriority = countBy(evidenceRequests, (r) => r.priority);
    out.push(
      `${plural(evidenceRequests.length, "request")}: ${byStatus.get("responded") ?? 0} responded, ${byStatus.get("open") ?? 0} open.`,
      "",
    );
    out.push("| Priority | Requests | Open | Responded |", "|---|---:|---:|---:|");
    const openByPriority = countBy(
      evidenceRequests.filter((r) => r.status === "open"),
      (r) => r.priority,
    );
    for (const p of orderedKeys(byPriority, PRIORITY_ORDER)) {
      const n = byPriority.get(p) ?? 0;
      const open = openByPriority.get(p) ?? 0;
      out.push(`| ${escapeCell(p.charAt(0).toUpperCase() + p.slice(1))} | ${n} | ${open} | ${n - open} |`);
    }
    out.push("");
    out.push("| Control | Request | Priority | Status | Requested | Responded |", "|---|---|---|---|---|---|");
    for (const r of evidenceRequests) {
      out.push(
        `| ${escapeCell(r.control_id)} | ${escapeCell(r.description)} | ${escapeCell(r.priority)} | ${label(STATUS_LABEL, r.status)} | ${day(r.created_at)} | ${day(r.responded_at)} |`,
      );
    }
    out.push("");
  }

  return out.join("\n");
}
