import { type FindingStatus, AUDIT_CONTROL_STATUS_LABELS, AUDIT_STATUS_LABELS, FINDING_SEVERITY_LABELS, FINDING_STATUS_LABELS } from "@/lib/vocabulary";
import type { AuditEvidenceFile } from "@/lib/evidence";
import { formatDate } from "@/lib/format/date-time";
import { AUDIT_TYPE_LABELS, labelOf } from "@/lib/format/labels";
import type { FindingInput, ObservationInput, RiskInput, RiskStatus } from "@/lib/oscal/assessment-common";
import type { AssessmentResultsInput } from "@/lib/oscal/assessment-results";
import { oscalDayEnd, oscalDayStart } from "@/lib/oscal/datatypes";
import { productProp, type OscalProperty, type OscalRole, type PartyInput } from "@/lib/oscal/metadata";
import type { PoamInput } from "@/lib/oscal/poam";
import type { AuditOscalData } from "./oscal-data";
import { progressOfStatuses } from "./progress-counts";
import type { AuditDocument } from "./control-backing";
import { documentVersionUrl } from "@/lib/documents";

/**
 * An audit as OSCAL (docs/api.md §8): the assessment results (controls reviewed with the auditor's verdict, the files
 * the audit holds and the approved document versions backing its controls, with their hashes, as observations,
 * findings with status and remediation) and the POA&M (the
 * findings to remediate). Both share one scope, so a finding or observation has the same uuid in each.
 */

type Finding = AuditOscalData["findings"][number];

const scopeOf = (data: AuditOscalData) => ["audit", data.audit.id];

const RISK_STATUS: Record<FindingStatus, RiskStatus> = {
  open: "open",
  in_progress: "remediating",
  resolved: "closed",
  // The organisation accepted the risk rather than remediate it.
  accepted: "deviation-approved",
};

const ROLES: OscalRole[] = [
  { id: "assessor", title: "Auditor", description: "Performed the audit through the auditor portal." },
  { id: "prepared-for", title: "Audited organisation" },
];

function parties(data: AuditOscalData): PartyInput[] {
  const firms = [...new Set(data.auditors.map((a) => a.firm?.trim()).filter((f): f is string => Boolean(f)))];
  return [
    { id: `account:${data.audit.accountId}`, type: "organization", name: data.accountName, roleId: "prepared-for" },
    ...firms.map((firm): PartyInput => ({ id: `firm:${firm}`, type: "organization", name: firm, roleId: "assessor" })),
    ...data.auditors.map((a): PartyInput => ({
      id: `auditor:${a.id}`,
      type: "person",
      name: a.name,
      email: a.email,
      roleId: "assessor",
      memberOf: a.firm?.trim() ? `firm:${a.firm.trim()}` : null,
    })),
  ];
}

function auditProps(data: AuditOscalData): OscalProperty[] {
  const { audit } = data;
  return [
    productProp("audit-id", audit.id),
    productProp("framework", audit.frameworkId),
    productProp("framework-name", audit.frameworkName),
    productProp("audit-type", audit.type),
    productProp("audit-status", audit.status),
    ...(audit.periodStart ? [productProp("period-start", audit.periodStart)] : []),
    ...(audit.periodEnd ? [productProp("period-end", audit.periodEnd)] : []),
    ...(audit.asOf ? [productProp("as-of", audit.asOf)] : []),
  ];
}

/** What the audit attests to, in words: its type, framework and period or as-of date. */
function what(data: AuditOscalData): string {
  const { audit } = data;
  const period =
    audit.periodStart && audit.periodEnd
      ? ` over the observation period ${formatDate(audit.periodStart)} to ${formatDate(audit.periodEnd)}`
      : audit.asOf
        ? ` as of ${formatDate(audit.asOf)}`
        : "";
  return `A ${AUDIT_TYPE_LABELS[audit.type]} audit of ${data.accountName} against ${audit.frameworkName}${period}.`;
}

/**
 * When the evidence the results reflect was collected: the observation period (Type II) or the as-of day (Type I),
 * else the audit's own span (created, completed).
 */
function span(data: AuditOscalData): { start: string | Date; end: string | Date | null } {
  const { audit } = data;
  if (audit.periodStart && audit.periodEnd) return { start: oscalDayStart(audit.periodStart), end: oscalDayEnd(audit.periodEnd) };
  if (audit.asOf) return { start: oscalDayStart(audit.asOf), end: oscalDayEnd(audit.asOf) };
  return { start: audit.createdAt, end: audit.completedAt };
}

/** The files the audit holds, one observation each, with the file's URL and SHA-256. */
function observations(files: AuditEvidenceFile[], fileUrl: (fileId: string) => string): ObservationInput[] {
  return files.map((f) => ({
    id: f.evidenceId,
    title: f.title,
    description: `Evidence held by the audit for ${f.controls.join(", ")}: ${f.filename}.`,
    methods: ["EXAMINE"],
    types: ["control-objective"],
    collected: f.submittedAt,
    props: [productProp("evidence-id", f.evidenceId), ...f.controls.map((c) => productProp("control-id", c))],
    evidence: [{ id: f.fileId, description: f.title, href: fileUrl(f.fileId), filename: f.filename, mediaType: f.contentType, sha256: f.sha256, size: f.size }],
    remarks: `Submitted by ${f.submittedBy}.`,
  }));
}

const documentObservationId = (d: AuditDocument) => `document-version:${d.versionId}`;

/**
 * The approved document versions backing the controls, one observation each, pinned by version id, number, SHA-256
 * and approval date: once the audit is complete, the versions it cited.
 */
function documentObservations(documents: AuditDocument[]): ObservationInput[] {
  return documents.map((d) => ({
    id: documentObservationId(d),
    title: `${d.title} (version ${d.number})`,
    description:
      `${d.cited ? "Approved document version the audit cites" : "Approved document version"} for ${d.controls.join(", ")}: ` +
      `version ${d.number} of "${d.title}"${d.approvedAt ? `, approved ${formatDate(d.approvedAt)}` : ""}.`,
    methods: ["EXAMINE"],
    types: ["control-objective"],
    collected: d.approvedAt ?? new Date(0),
    props: [
      productProp("document-id", d.documentId),
      productProp("document-version-id", d.versionId),
      productProp("document-version", String(d.number)),
      ...(d.approvedAt ? [productProp("approved", d.approvedAt.toISOString())] : []),
      ...d.controls.map((c) => productProp("control-id", c)),
    ],
    evidence: [
      {
        id: d.versionId,
        description: `${d.title}, version ${d.number}`,
        href: documentVersionUrl(d.versionId),
        filename: `${d.title}.md`,
        mediaType: "text/markdown",
        sha256: d.contentHash,
        size: d.size,
      },
    ],
  }));
}

/** Observation ids per control label: what a finding on that control relates to. */
function observationsByControl(files: AuditEvidenceFile[], documents: AuditDocument[] = []): Map<string, string[]> {
  const byControl = new Map<string, string[]>();
  for (const f of files) for (const c of f.controls) byControl.set(c, [...(byControl.get(c) ?? []), f.evidenceId]);
  for (const d of documents) for (const c of d.controls) byControl.set(c, [...(byControl.get(c) ?? []), documentObservationId(d)]);
  return byControl;
}

function risk(data: AuditOscalData, { finding: f, ownerName }: Finding, related: string[]): RiskInput {
  const done = f.status === "resolved";
  const remediations: RiskInput["remediations"] = [];
  if (f.remediation?.trim()) {
    remediations.push({
      id: `${f.id}:recommendation`,
      lifecycle: "recommendation",
      title: "The auditor's recommended remediation",
      description: f.remediation,
    });
  }
  if (f.managementResponse?.trim() || f.dueAt) {
    remediations.push({
      id: `${f.id}:response`,
      lifecycle: done ? "completed" : "planned",
      title: "Management response",
      description: f.managementResponse?.trim() || `Remediation is due by ${formatDate(f.dueAt)}.`,
      props: ownerName ? [productProp("owner", ownerName)] : [],
      milestones: f.dueAt ? [{ id: `${f.id}:due`, title: "Remediation due", start: f.managementResponseAt ?? f.createdAt, end: f.dueAt }] : [],
    });
  }
  const control = data.controls.find((c) => c.controlId === f.controlId);
  return {
    id: f.id,
    title: f.title,
    description: f.description,
    statement: `A ${labelOf(FINDING_SEVERITY_LABELS, f.severity).toLowerCase()} finding on ${f.controlId}${
      control ? ` ` + `(${control.title})` : ""
    }: while it is open, the control is not fully met.`,
    status: RISK_STATUS[f.status],
    deadline: f.dueAt,
    props: [productProp("severity", f.severity)],
    observationIds: related,
    remediations,
  };
}

function auditFinding({ finding: f }: Finding, related: string[]): FindingInput {
  return {
    id: f.id,
    title: f.title,
    description: f.description,
    target: {
      controlId: f.controlId,
      // A resolved finding no longer stands against the control; an accepted one still does, by the organisation's choice.
      state: f.status === "resolved" ? "satisfied" : "not-satisfied",
      remarks: `Finding ${labelOf(FINDING_STATUS_LABELS, f.status).toLowerCase()}.`,
    },
    props: [productProp("severity", f.severity), productProp("finding-status", f.status), productProp("recorded", f.createdAt.toISOString())],
    observationIds: related,
    riskIds: [f.id],
  };
}

const VERDICT = {
  passed: { state: "satisfied", reason: "pass" },
  failed: { state: "not-satisfied", reason: "fail" },
  needs_evidence: { state: "not-satisfied", reason: "other" },
} as const;

/**
 * The controls in scope without the auditor's verdict, in the result's remarks: the counts first (not tested apart,
 * never among the reviewed), then one line per control, not tested ones with the reason recorded at completion.
 * Null when every control has a verdict.
 */
function undecidedRemarks(inScope: AuditOscalData["controls"]): string | null {
  const undecided = inScope.filter((c) => c.status === "not_tested" || c.status === "pending");
  if (undecided.length === 0) return null;
  const p = progressOfStatuses(inScope.map((c) => c.status));
  const lines = undecided.map(
    (c) => `- ${c.controlId}: ${labelOf(AUDIT_CONTROL_STATUS_LABELS, c.status)}${c.notTestedReason ? ` (${c.notTestedReason.trim()})` : ""}`,
  );
  return (
    `Controls in scope without the auditor's verdict: ${p.not_tested} not tested, ${p.pending} pending ` +
    `(${p.reviewed} of ${p.total_controls} reviewed).\n\n${lines.join("\n")}`
  );
}

export function auditAssessmentResultsInput(data: AuditOscalData, fileUrl: (fileId: string) => string): AssessmentResultsInput {
  const { audit } = data;
  const byControl = observationsByControl(data.files, data.documents);
  const inScope = data.controls.filter((c) => c.inScope);
  // The auditor's verdict on each control reviewed; a control still pending or not tested has none yet.
  const verdicts = inScope.flatMap((c): FindingInput[] => {
    if (c.status !== "passed" && c.status !== "failed" && c.status !== "needs_evidence") return [];
    return [
      {
        id: `control:${c.controlId}`,
        title: `${c.controlId} ${c.title}`,
        description: c.auditorNotes?.trim() || `The auditor marked ${c.controlId} ${labelOf(AUDIT_CONTROL_STATUS_LABELS, c.status).toLowerCase()}.`,
        target: {
          controlId: c.controlId,
          title: c.title,
          ...VERDICT[c.status],
          remarks: c.evidenceSufficient === null ? null : `Evidence ${c.evidenceSufficient ? "sufficient" : "not sufficient"}.`,
        },
        props: [productProp("control-status", c.status), ...(c.reviewedAt ? [productProp("reviewed", c.reviewedAt.toISOString())] : [])],
        observationIds: byControl.get(c.controlId) ?? [],
      },
    ];
  });
  const remarks = undecidedRemarks(inScope);
  const progress = progressOfStatuses(inScope.map((c) => c.status));
  // The result's counts as the API's progress states them: not tested is its own count, never among the reviewed.
  const counts = [
    productProp("controls-in-scope", progress.total_controls),
    productProp("controls-reviewed", progress.reviewed),
    productProp("controls-not-tested", progress.not_tested),
    productProp("controls-pending", progress.pending),
  ];
  const { start, end } = span(data);
  return {
    scope: scopeOf(data),
    metadata: { title: `Assessment results: ${audit.title}`, lastModified: data.lastModified, version: audit.status, props: auditProps(data) },
    roles: ROLES,
    parties: parties(data),
    plan: { title: `Audit plan: ${audit.title}`, description: [what(data), audit.description?.trim()].filter(Boolean).join("\n\n"), props: auditProps(data) },
    result: {
      title: audit.title,
      description: `${what(data)} ${AUDIT_STATUS_LABELS[audit.status]}.`,
      start,
      end,
      props: [...auditProps(data), ...counts],
      remarks,
    },
    reviewedControls: {
      description: "The controls of the audit's framework snapshot that are in scope; excluded controls are listed with the reason.",
      include: inScope.map((c) => c.controlId),
      exclude: data.controls.filter((c) => !c.inScope).map((c) => ({ controlId: c.controlId, reason: c.scopeReason })),
    },
    oscalIds: data.oscalIds,
    observations: [...observations(data.files, fileUrl), ...documentObservations(data.documents)],
    risks: data.findings.map((f) => risk(data, f, byControl.get(f.finding.controlId) ?? [])),
    findings: [...verdicts, ...data.findings.map((f) => auditFinding(f, byControl.get(f.finding.controlId) ?? []))],
  };
}

/** The POA&M's items are the audit's findings; null when it has none (NIST's schema has no empty POA&M). */
export function auditPoamInput(data: AuditOscalData, fileUrl: (fileId: string) => string): PoamInput | null {
  if (data.findings.length === 0) return null;
  const { audit } = data;
  const byControl = observationsByControl(data.files);
  const cited = new Set(data.findings.flatMap((f) => byControl.get(f.finding.controlId) ?? []));
  return {
    scope: scopeOf(data),
    metadata: { title: `Plan of action and milestones: ${audit.title}`, lastModified: data.lastModified, version: audit.status, props: auditProps(data) },
    roles: ROLES,
    parties: parties(data),
    system: { id: audit.accountId, title: `${data.accountName}: ${audit.frameworkName}`, description: what(data), props: auditProps(data) },
    oscalIds: data.oscalIds,
    observations: observations(
      data.files.filter((f) => cited.has(f.evidenceId)),
      fileUrl,
    ),
    risks: data.findings.map((f) => risk(data, f, byControl.get(f.finding.controlId) ?? [])),
    findings: data.findings.map((f) => auditFinding(f, byControl.get(f.finding.controlId) ?? [])),
    items: data.findings.map(({ finding: f, ownerName }) => ({
      id: f.id,
      title: f.title,
      description: f.description,
      props: [
        productProp("control-id", f.controlId),
        productProp("severity", f.severity),
        productProp("finding-status", f.status),
        ...(ownerName ? [productProp("owner", ownerName)] : []),
        ...(f.dueAt ? [productProp("due", f.dueAt.toISOString())] : []),
      ],
      findingIds: [f.id],
      observationIds: byControl.get(f.controlId) ?? [],
      riskIds: [f.id],
      remarks: f.managementResponse?.trim() || null,
    })),
  };
}
