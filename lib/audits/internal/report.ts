import {
  EVIDENCE_REQUEST_PRIORITIES,
  AUDIT_CONTROL_STATUSES,
  FINDING_SEVERITIES,
  FINDING_STATUSES,
  AUDIT_CONTROL_STATUS_LABELS,
  AUDIT_STATUS_LABELS,
  EVIDENCE_REQUEST_PRIORITY_LABELS,
  EVIDENCE_REQUEST_STATUS_LABELS,
  FINDING_SEVERITY_LABELS,
  FINDING_STATUS_LABELS,
  INVITATION_STATUS_LABELS,
} from "@/lib/vocabulary";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { AUDIT_TYPE_LABELS, labelOf } from "@/lib/format/labels";
import { escapeBlock, escapeCell, escapeInline } from "./markdown";
import { groupBy } from "@/lib/group-by";
import { progressOfStatuses } from "./progress-counts";

/**
 * The audit report (docs/api.md §8) as pure Markdown: no I/O, linear in the audit's size, so a
 * report of thousands of controls and findings costs one pass over each list. Values are shown in
 * the product's words (lib/format/labels.ts) and dates as the console shows them (lib/format/date-time.ts).
 */
/** Most urgent first. */
const PRIORITY_ORDER = [...EVIDENCE_REQUEST_PRIORITIES].reverse();

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
  /** What the audit attests to (internal/period.ts); with a date set, or a control excluded, the report says so. */
  period?: { period_start: string | null; period_end: string | null; as_of: string | null };
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
  not_tested_reason?: string | null;
  reviewed_at: Date | null;
  /** Absent reads as in scope. An excluded control is listed under "Period and scope", not in the status counts. */
  in_scope?: boolean;
  scope_reason?: string | null;
}

export interface ReportFinding {
  control_id: string;
  severity: string;
  title: string;
  description: string;
  remediation: string | null;
  status: string;
  created_at: Date;
  /** The customer's side: their remediation plan, its owner and due date. */
  management_response?: string | null;
  owner_name?: string | null;
  due_at?: Date | null;
}

/** A sample the auditor drew, with what re-performing it needs and the exceptions found (docs/sampling.md). */
export interface ReportSample {
  control_id: string;
  population: string;
  population_rows: number;
  population_sha256: string;
  size: number;
  recommended_size: number;
  override_reason: string | null;
  seed: string;
  algorithm: string;
  passed: number;
  pending: number;
  exceptions: { item_key: string; occurred_at: Date | null; notes: string | null }[];
}

/** One evidence file the audit holds, pinned by its hash. */
export interface ReportEvidenceFile {
  controls: string[];
  title: string;
  filename: string;
  sha256: string;
  submitted_by: string;
  submitted_at: Date;
}

/** One document version backing controls of the audit: the approved version, or the one the completed audit cites. */
export interface ReportDocument {
  controls: string[];
  title: string;
  version: number;
  version_id: string;
  sha256: string;
  approved_at: Date | null;
  cited: boolean;
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
  /** Absent (older callers, unit tests): the sections are left out. */
  samples?: ReportSample[];
  evidenceIndex?: ReportEvidenceFile[];
  documents?: ReportDocument[];
  generatedAt: Date;
}

/** A stored value in the report's words (lib/format/labels.ts); an unknown value is escaped, never dropped. */
const label = (labels: Readonly<Record<string, string>>, v: string) => escapeInline(labelOf(labels, v));
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

/** What the audit attests to: its observation period or as-of date, and the controls left out with their reasons. */
function periodAndScope(out: string[], audit: ReportAudit, controls: readonly ReportControl[], inScope: number): void {
  out.push("## Period and scope", "");
  const p = audit.period;
  if (audit.type === "type_i") {
    out.push(p?.as_of ? `As of ${formatDate(p.as_of)}.` : "As-of date: not set.", "");
  } else {
    out.push(
      p?.period_start && p.period_end
        ? `Observation period: ${formatDate(p.period_start)} to ${formatDate(p.period_end)} (inclusive).`
        : "Observation period: not set.",
      "",
    );
  }
  const excluded = controls.filter((c) => c.in_scope === false);
  out.push(`${inScope} of ${plural(controls.length, "control")} in scope, ${excluded.length} excluded.`, "");
  if (excluded.length === 0) return;
  out.push("| Excluded control | Title | Reason |", "|---|---|---|");
  for (const c of excluded) out.push(`| ${escapeCell(c.control_id)} | ${escapeCell(c.title)} | ${escapeCell(c.scope_reason)} |`);
  out.push("");
}

export function generateAuditReport(input: ReportInput): string {
  const { audit, auditors, controls, findings, evidenceRequests, generatedAt } = input;
  const out: string[] = [];

  out.push(`# Audit report: ${escapeInline(audit.title)}`, "");
  out.push("## Summary", "");
  out.push("| Item | Detail |", "|---|---|");
  out.push(`| Framework | ${escapeCell(audit.framework_name)} |`);
  out.push(`| Audit type | ${label(AUDIT_TYPE_LABELS, audit.type)} |`);
  out.push(`| Status | ${label(AUDIT_STATUS_LABELS, audit.status)} |`);
  out.push(`| Created | ${formatDate(audit.created_at)} |`);
  out.push(`| Target completion | ${formatDate(audit.target_completion)} |`);
  out.push(`| Completed | ${formatDate(audit.completed_at)} |`);
  out.push(`| Report generated | ${formatDateTime(generatedAt)} |`);
  const auditorCell =
    auditors.length === 0
      ? "No auditor invited"
      : auditors
          .map((a) => {
            const firm = a.firm ? `, ${escapeCell(a.firm)}` : "";
            const pending = a.status === "accepted" ? "" : ` (invitation ${label(INVITATION_STATUS_LABELS, a.status).toLowerCase()})`;
            return `${escapeCell(a.name)}${firm} — ${escapeCell(a.email)}${pending}`;
          })
          .join("; ");
  out.push(`| Auditor | ${auditorCell} |`, "");
  if (audit.description) out.push(escapeBlock(audit.description), "");

  const inScope = controls.filter((c) => c.in_scope !== false);
  // Said when there is something to say: a period or as-of date, or a control left out.
  const p = audit.period;
  if (p?.period_start || p?.as_of || inScope.length < controls.length) periodAndScope(out, audit, controls, inScope.length);

  // Control status of the controls in scope: counts, then one row per control in snapshot order.
  const total = inScope.length;
  const controlCounts = countBy(inScope, (c) => c.status);
  // Reviewed means the auditor's verdict: a control recorded as not tested at completion is counted apart, never as reviewed.
  const progress = progressOfStatuses(inScope.map((c) => c.status));
  out.push("## Control status", "");
  out.push(
    `${plural(total, "control")}, ${progress.reviewed} reviewed (${pct(progress.reviewed, total)}), ${progress.not_tested} not tested ` +
      `(${pct(progress.not_tested, total)}), ${progress.pending} pending.`,
    "",
  );
  out.push("| Status | Controls | Share |", "|---|---:|---:|");
  for (const s of orderedKeys(controlCounts, AUDIT_CONTROL_STATUSES)) {
    const n = controlCounts.get(s) ?? 0;
    out.push(`| ${label(AUDIT_CONTROL_STATUS_LABELS, s)} | ${n} | ${pct(n, total)} |`);
  }
  out.push(`| **Total** | **${total}** | ${total === 0 ? "0%" : "100%"} |`, "");
  if (total > 0) {
    out.push("| Control | Title | Status | Evidence sufficient | Auditor notes | Reviewed |");
    out.push("|---|---|---|---|---|---|");
    for (const c of inScope) {
      const sufficient = c.evidence_sufficient === null ? "—" : c.evidence_sufficient ? "Yes" : "No";
      // An untested control shows why, beside any notes the auditor left; it was never reviewed, so it has no review date.
      const notes = [c.not_tested_reason ? `Not tested: ${c.not_tested_reason}` : "", c.auditor_notes ?? ""].filter(Boolean).join(" — ");
      out.push(
        `| ${escapeCell(c.control_id)} | ${escapeCell(c.title)} | ${label(AUDIT_CONTROL_STATUS_LABELS, c.status)} | ${sufficient} | ` +
          `${escapeCell(notes)} | ${c.status === "not_tested" ? "—" : formatDate(c.reviewed_at)} |`,
      );
    }
    out.push("");
  }

  // Findings grouped by severity, most severe first.
  out.push("## Findings", "");
  const bySeverity = groupBy<ReportFinding, string>(findings, (f) => f.severity);
  if (findings.length === 0) {
    out.push("No findings were recorded.", "");
  } else {
    const statusCounts = countBy(findings, (f) => f.status);
    out.push(
      `${plural(findings.length, "finding")}: ` +
        orderedKeys(statusCounts, FINDING_STATUSES)
          .map((s) => `${statusCounts.get(s) ?? 0} ${label(FINDING_STATUS_LABELS, s).toLowerCase()}`)
          .join(", ") +
        ".",
      "",
    );
    out.push("| Severity | Findings |", "|---|---:|");
    for (const s of orderedKeys(
      countBy(findings, (f) => f.severity),
      FINDING_SEVERITIES,
    )) {
      out.push(`| ${label(FINDING_SEVERITY_LABELS, s)} | ${bySeverity.get(s)?.length ?? 0} |`);
    }
    out.push("");
    for (const s of orderedKeys(
      countBy(findings, (f) => f.severity),
      FINDING_SEVERITIES,
    )) {
      const group = bySeverity.get(s) ?? [];
      out.push(`### ${label(FINDING_SEVERITY_LABELS, s)} (${group.length})`, "");
      if (group.length === 0) {
        out.push("None.", "");
        continue;
      }
      group.forEach((f, i) => {
        out.push(`#### ${i + 1}. ${escapeInline(f.title)}`, "");
        out.push(
          `- Control: ${escapeInline(f.control_id)}`,
          `- Status: ${label(FINDING_STATUS_LABELS, f.status)}`,
          `- Recorded: ${formatDate(f.created_at)}`,
          "",
        );
        out.push("**Description**", "", escapeBlock(f.description) || "—", "");
        if (f.remediation) out.push("**Remediation**", "", escapeBlock(f.remediation), "");
        if (f.management_response || f.owner_name || f.due_at) {
          const who = [f.owner_name ? `owner ${escapeInline(f.owner_name)}` : "", f.due_at ? `due ${formatDate(f.due_at)}` : ""].filter(Boolean).join(", ");
          out.push(`**Management response**${who ? ` (${who})` : ""}`, "", f.management_response ? escapeBlock(f.management_response) : "—", "");
        }
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
      `${plural(evidenceRequests.length, "request")}: ${byStatus.get("responded") ?? 0} responded, ${byStatus.get("open") ?? 0} open. ` +
        `Reviewed by the auditor: ${byStatus.get("accepted") ?? 0} accepted, ${byStatus.get("returned") ?? 0} returned.`,
      "",
    );
    // Each request sits in one column by whose move it waits for; a returned one waits for the customer again.
    out.push("| Priority | Awaiting the customer | Awaiting review | Accepted | Requests |", "|---|---:|---:|---:|---:|");
    const waiting = (r: { status: string }) => (r.status === "open" || r.status === "returned" ? "customer" : r.status === "responded" ? "review" : "accepted");
    for (const p of orderedKeys(byPriority, PRIORITY_ORDER)) {
      const mine = countBy(
        evidenceRequests.filter((r) => r.priority === p),
        waiting,
      );
      out.push(
        `| ${label(EVIDENCE_REQUEST_PRIORITY_LABELS, p)} | ${mine.get("customer") ?? 0} | ${mine.get("review") ?? 0} | ` +
          `${mine.get("accepted") ?? 0} | ${byPriority.get(p) ?? 0} |`,
      );
    }
    out.push("");
    out.push("| Control | Request | Priority | Status | Requested | Responded |", "|---|---|---|---|---|---|");
    for (const r of evidenceRequests) {
      out.push(
        `| ${escapeCell(r.control_id)} | ${escapeCell(r.description)} | ${label(EVIDENCE_REQUEST_PRIORITY_LABELS, r.priority)} | ` +
          `${label(EVIDENCE_REQUEST_STATUS_LABELS, r.status)} | ${formatDate(r.created_at)} | ${formatDate(r.responded_at)} |`,
      );
    }
    out.push("");
  }

  if (input.samples) samplesSection(out, input.samples);
  if (input.evidenceIndex) evidenceIndexSection(out, input.evidenceIndex);
  if (input.documents) documentsSection(out, input.documents, input.audit.status === "complete");
  return out.join("\n");
}

/** Each sample with its size, seed and results, then the exceptions item by item. */
function samplesSection(out: string[], samples: readonly ReportSample[]): void {
  out.push("## Samples", "");
  if (samples.length === 0) {
    out.push("No samples were drawn.", "");
    return;
  }
  out.push("Samples are re-performable: the same seed, algorithm and population (row count and SHA-256) draw the same items.", "");
  out.push("| Control | Population | Size | Seed | Passed | Exceptions | Not yet tested |", "|---|---|---:|---|---:|---:|---:|");
  for (const s of samples) {
    const size = s.size === s.recommended_size ? `${s.size}` : `${s.size} (table: ${s.recommended_size})`;
    out.push(
      `| ${escapeCell(s.control_id)} | ${escapeCell(s.population)} (${s.population_rows} rows, SHA-256 ` +
        `\`${s.population_sha256.slice(0, 16)}…\`) | ${size} | \`${escapeCell(s.seed)}\` | ${s.passed} | ${s.exceptions.length} | ${s.pending} |`,
    );
  }
  out.push("");
  const overridden = samples.filter((s) => s.override_reason);
  for (const s of overridden) out.push(`- ${escapeInline(s.population)}: size chosen over the table because ${escapeInline(s.override_reason ?? "")}`);
  if (overridden.length) out.push("");
  const exceptions = samples.flatMap((s) => s.exceptions.map((e) => ({ ...e, control_id: s.control_id, population: s.population })));
  if (exceptions.length === 0) return;
  out.push("### Exceptions", "", "| Control | Population | Item | Date | Notes |", "|---|---|---|---|---|");
  for (const e of exceptions)
    out.push(
      `| ${escapeCell(e.control_id)} | ${escapeCell(e.population)} | ${escapeCell(e.item_key)} | ${formatDate(e.occurred_at)} | ${escapeCell(e.notes)} |`,
    );
  out.push("");
}

/** Every evidence file behind the audit with its SHA-256: what the package's manifest lists, in words. */
function evidenceIndexSection(out: string[], files: readonly ReportEvidenceFile[]): void {
  out.push("## Evidence index", "");
  if (files.length === 0) {
    out.push("No evidence files.", "");
    return;
  }
  out.push("| Controls | Evidence | File | SHA-256 | Submitted |", "|---|---|---|---|---|");
  for (const f of files) {
    out.push(
      `| ${escapeCell(f.controls.join(", "))} | ${escapeCell(f.title)} | ${escapeCell(f.filename)} | \`${f.sha256}\` | ` +
        `${escapeCell(f.submitted_by)}, ${formatDate(f.submitted_at)} |`,
    );
  }
  out.push("");
}

/** The policies and plans behind the controls in scope, each by its exact version: number, id, SHA-256 and approval. */
function documentsSection(out: string[], documents: readonly ReportDocument[], complete: boolean): void {
  out.push("## Policies and documents", "");
  if (documents.length === 0) {
    out.push(complete ? "The audit cited no approved document." : "No approved document backs a control in scope.", "");
    return;
  }
  out.push(
    complete
      ? "The approved versions the audit cited when it completed; versions approved later are not part of it."
      : "The approved version of each document a control in scope asks for, as of this report.",
    "",
  );
  out.push("| Controls | Document | Version | SHA-256 | Approved |", "|---|---|---|---|---|");
  for (const d of documents) {
    out.push(
      `| ${escapeCell(d.controls.join(", "))} | ${escapeCell(d.title)} | ${d.version} (\`${d.version_id}\`) | \`${d.sha256}\` | ` +
        `${formatDate(d.approved_at)} |`,
    );
  }
  out.push("");
}
