import { describe, expect, it } from "vitest";
import {
  EVIDENCE_REQUEST_PRIORITIES,
  EVIDENCE_REQUEST_STATUSES,
  AUDIT_CONTROL_STATUSES,
  AUDIT_STATUSES,
  FINDING_SEVERITIES,
  FINDING_STATUSES,
  INVITATION_STATUSES,
  ASSESSMENT_STATUSES,
  CONTROL_ASSESSMENT_STATUSES,
  FRAMEWORK_STATUSES,
  TIERS,
  APPROVAL_STATES,
  INTEGRATION_STATUSES,
  SYNC_STATUSES,
  TEST_OUTCOMES,
  TEST_SEVERITIES,
  TEST_STATUSES,
  ALERT_SEVERITIES,
  ALERT_STATES,
  CONTROL_STATUSES,
  DELIVERY_STATUSES,
  READINESS_STATUSES,
  RESULT_STATUSES,
  INTEGRATION_PROVIDERS,
  PROVIDER_CATEGORIES,
} from "@/lib/vocabulary";
import { ACTIVITY_TYPES, ACTOR_TYPES, AUDIT_TYPES } from "@/db/audits";
import { FRAMEWORK_CATEGORIES, MAPPING_ORIGINS, MAPPING_RELATIONSHIPS } from "@/db/custom-frameworks";
import { EVIDENCE_SOURCES } from "@/db/evidence";
import { FRAMEWORK_KINDS } from "@/db/frameworks";
import { VERSION_SOURCES } from "@/db/documents";
import { INTEGRATION_MODES, SYNC_FREQUENCIES, SYNC_TRIGGERS, TEST_SOURCES } from "@/db/integrations";
import { SIGN_IN_METHODS } from "@/db/members";
import { NOTIFICATION_KINDS } from "@/db/notifications";
import { ALERT_TYPES, DATA_TYPES, FREQUENCIES, READINESS_SOURCE_TYPES, RESULT_TRIGGERS, WEBHOOK_EVENTS } from "@/db/monitoring";
import { generateAuditReport, type ReportInput } from "@/lib/audits/internal/report";
import { CONNECTORS } from "@/lib/connectors";
import * as labels from "@/lib/format/labels";
import * as vocabulary from "@/lib/vocabulary";
import { COVERAGE_STATUSES } from "@/lib/monitoring/schemas";

// The type-check already ties each map to its vocabulary (`satisfies Record<…>`); this pins the order
// too, since selects and filters list values in the map's order.
const pairs: [string, Readonly<Record<string, string>>, readonly string[]][] = [
  ["audit status", vocabulary.AUDIT_STATUS_LABELS, AUDIT_STATUSES],
  ["audit type", labels.AUDIT_TYPE_LABELS, AUDIT_TYPES],
  ["audit control status", vocabulary.AUDIT_CONTROL_STATUS_LABELS, AUDIT_CONTROL_STATUSES],
  ["invitation status", vocabulary.INVITATION_STATUS_LABELS, [...INVITATION_STATUSES, "expired"]],
  ["finding severity", vocabulary.FINDING_SEVERITY_LABELS, FINDING_SEVERITIES],
  ["finding status", vocabulary.FINDING_STATUS_LABELS, FINDING_STATUSES],
  ["evidence request priority", vocabulary.EVIDENCE_REQUEST_PRIORITY_LABELS, EVIDENCE_REQUEST_PRIORITIES],
  ["evidence request status", vocabulary.EVIDENCE_REQUEST_STATUS_LABELS, EVIDENCE_REQUEST_STATUSES],
  ["activity type", labels.ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES],
  ["activity actor type", labels.ACTOR_TYPE_LABELS, ACTOR_TYPES],
  ["framework kind", labels.FRAMEWORK_KIND_LABELS, FRAMEWORK_KINDS],
  ["framework category", labels.FRAMEWORK_CATEGORY_LABELS, FRAMEWORK_CATEGORIES],
  ["framework status", vocabulary.FRAMEWORK_STATUS_LABELS, FRAMEWORK_STATUSES],
  ["assessment status", vocabulary.ASSESSMENT_STATUS_LABELS, ASSESSMENT_STATUSES],
  ["control assessment status", vocabulary.CONTROL_ASSESSMENT_STATUS_LABELS, CONTROL_ASSESSMENT_STATUSES],
  ["mapping relationship", labels.MAPPING_RELATIONSHIP_LABELS, MAPPING_RELATIONSHIPS],
  ["mapping origin", labels.MAPPING_ORIGIN_LABELS, MAPPING_ORIGINS],
  ["coverage status", labels.COVERAGE_STATUS_LABELS, COVERAGE_STATUSES],
  ["evidence source", labels.EVIDENCE_SOURCE_LABELS, EVIDENCE_SOURCES],
  ["frequency", labels.FREQUENCY_LABELS, FREQUENCIES],
  ["result status", vocabulary.RESULT_STATUS_LABELS, RESULT_STATUSES],
  ["monitoring control status", vocabulary.MONITORING_CONTROL_STATUS_LABELS, CONTROL_STATUSES],
  ["result trigger", labels.RESULT_TRIGGER_LABELS, RESULT_TRIGGERS],
  ["alert type", labels.ALERT_TYPE_LABELS, ALERT_TYPES],
  ["alert severity", vocabulary.ALERT_SEVERITY_LABELS, ALERT_SEVERITIES],
  ["alert state", vocabulary.ALERT_STATE_LABELS, ALERT_STATES],
  ["webhook event", labels.WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS],
  ["delivery status", vocabulary.DELIVERY_STATUS_LABELS, DELIVERY_STATUSES],
  ["readiness", vocabulary.READINESS_STATUS_LABELS, READINESS_STATUSES],
  ["readiness source", labels.READINESS_SOURCE_LABELS, READINESS_SOURCE_TYPES],
  ["tier", vocabulary.TIER_LABELS, TIERS],
  ["integration provider", vocabulary.INTEGRATION_PROVIDER_LABELS, INTEGRATION_PROVIDERS],
  ["provider category", vocabulary.PROVIDER_CATEGORY_LABELS, PROVIDER_CATEGORIES],
  ["sync frequency", labels.SYNC_FREQUENCY_LABELS, SYNC_FREQUENCIES],
  ["sync status", vocabulary.SYNC_STATUS_LABELS, SYNC_STATUSES],
  ["sync trigger", labels.SYNC_TRIGGER_LABELS, SYNC_TRIGGERS],
  ["test outcome", vocabulary.TEST_OUTCOME_LABELS, TEST_OUTCOMES],
  ["test severity", vocabulary.TEST_SEVERITY_LABELS, TEST_SEVERITIES],
  ["test status", vocabulary.TEST_STATUS_LABELS, TEST_STATUSES],
  ["test source", labels.TEST_SOURCE_LABELS, TEST_SOURCES],
  ["integration status", vocabulary.INTEGRATION_STATUS_LABELS, INTEGRATION_STATUSES],
  ["integration mode", labels.INTEGRATION_MODE_LABELS, INTEGRATION_MODES],
  ["data type", labels.DATA_TYPE_LABELS, DATA_TYPES],
  ["version source", labels.VERSION_SOURCE_LABELS, VERSION_SOURCES],
  ["approval state", vocabulary.APPROVAL_STATE_LABELS, APPROVAL_STATES],
  ["notification kind", labels.NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS],
  ["sign-in method", labels.SIGN_IN_METHOD_LABELS, SIGN_IN_METHODS],
];

describe("label maps", () => {
  it.each(pairs)("%s: one non-empty label per value, in the vocabulary's order", (_name, map, values) => {
    expect(Object.keys(map)).toEqual([...values]);
    for (const value of values) expect(map[value]).toMatch(/^[A-Z0-9]/);
  });

  it("names every provider as its connector does", () => {
    for (const connector of CONNECTORS) expect(vocabulary.INTEGRATION_PROVIDER_LABELS[connector.id]).toBe(connector.name);
  });

  it("labelOf shows unknown values in words and empty ones as a dash", () => {
    expect(labels.labelOf(vocabulary.AUDIT_STATUS_LABELS, "in_progress")).toBe("In progress");
    expect(labels.labelOf(vocabulary.FINDING_STATUS_LABELS, "wont_fix")).toBe("Wont fix");
    expect(labels.labelOf(vocabulary.FINDING_STATUS_LABELS, null)).toBe("—");
    expect(labels.labelOf(vocabulary.FINDING_STATUS_LABELS, "constructor")).toBe("Constructor");
  });

  it("labelOptions lists value/label pairs in order", () => {
    expect(labels.labelOptions(labels.AUDIT_TYPE_LABELS)).toEqual([
      { value: "type_i", label: "Type I" },
      { value: "type_ii", label: "Type II" },
    ]);
  });

  it("eventLabel gives every audit-trail code plain words, with a readable fallback", () => {
    expect(labels.eventLabel("account.registered")).toBe("Account created");
    expect(labels.eventLabel("audit.auditor_invited")).toBe("Auditor invited");
    for (const type of ACTIVITY_TYPES) expect(labels.eventLabel(`audit.${type}`)).toBe(labels.ACTIVITY_TYPE_LABELS[type]);
    expect(labels.eventLabel("widget.frobnicated_twice")).toBe("Widget: frobnicated twice");
    expect(labels.eventLabel("toString")).toBe("ToString");
  });
});

describe("the report's vocabulary", () => {
  const d = (s: string) => new Date(s);
  const input: ReportInput = {
    audit: {
      id: "a",
      title: "Every value",
      description: null,
      framework_id: "soc2",
      framework_name: "SOC 2",
      type: "type_i",
      status: "evidence_review",
      created_at: d("2026-01-10T10:00:00Z"),
      target_completion: null,
      completed_at: null,
    },
    auditors: [{ name: "Ada", email: "ada@firm.test", firm: null, status: "pending" }],
    controls: AUDIT_CONTROL_STATUSES.map((status, i) => ({
      control_id: `C${i}`,
      title: `Control ${i}`,
      status,
      evidence_sufficient: null,
      auditor_notes: null,
      reviewed_at: d("2026-02-01T00:00:00Z"),
    })),
    findings: FINDING_SEVERITIES.flatMap((severity) =>
      FINDING_STATUSES.map((status) => ({
        control_id: "C0",
        severity,
        title: `${severity} ${status}`,
        description: "x",
        remediation: null,
        status,
        created_at: d("2026-02-03T00:00:00Z"),
      })),
    ),
    evidenceRequests: EVIDENCE_REQUEST_PRIORITIES.flatMap((priority) =>
      EVIDENCE_REQUEST_STATUSES.map((status) => ({
        control_id: "C1",
        description: `${priority} ${status}`,
        priority,
        status,
        created_at: d("2026-02-04T00:00:00Z"),
        responded_at: null,
      })),
    ),
    generatedAt: d("2026-02-10T12:34:56.000Z"),
  };
  const md = generateAuditReport(input);
  // Every table cell of the report (the stored values all appear in tables).
  const cells = md.split("\n").flatMap((line) => line.split("|").map((c) => c.trim()));

  it("shows every stored value by its label, never the raw code", () => {
    for (const code of [
      ...AUDIT_STATUSES,
      ...AUDIT_TYPES,
      ...AUDIT_CONTROL_STATUSES,
      ...FINDING_STATUSES,
      ...FINDING_SEVERITIES,
      ...EVIDENCE_REQUEST_PRIORITIES,
      ...EVIDENCE_REQUEST_STATUSES,
    ]) {
      expect(cells).not.toContain(code);
    }
    expect(md).toContain("| Audit type | Type I |");
    expect(md).toContain("| Status | Evidence review |");
    expect(md).toContain("| Needs evidence | 1 | 20% |");
    expect(md).toContain("| Not tested | 1 | 20% |");
    expect(md).toContain("- Status: In progress");
    expect(md).toContain("| Critical | 2 | 1 | 1 |");
    expect(md).toContain("(invitation pending)");
  });

  it("writes dates as the console does, with no ISO timestamps", () => {
    expect(md).toContain("| Created | 10 Jan 2026 |");
    expect(md).toContain("| Report generated | 10 Feb 2026, 12:34 UTC |");
    expect(md).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
