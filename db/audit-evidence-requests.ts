import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { audits } from "./audits";
import { createdAt, id, oneOf, tstz } from "./columns";
import { evidenceItems } from "./evidence";

/** Most urgent last, as the auditor picks them; the report lists them most urgent first. */
export const EVIDENCE_REQUEST_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export type EvidenceRequestPriority = (typeof EVIDENCE_REQUEST_PRIORITIES)[number];

export const EVIDENCE_REQUEST_STATUSES = ["open", "responded"] as const;
export type EvidenceRequestStatus = (typeof EVIDENCE_REQUEST_STATUSES)[number];

/**
 * An auditor's request for evidence and the customer's answer. It sits apart from db/audits.ts because it
 * points at an evidence item, and evidence items point at the audit they answer: one file each way keeps
 * the table files free of import cycles.
 */
export const auditEvidenceRequests = pgTable(
  "audit_evidence_requests",
  {
    id: id(),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    controlId: text("control_id").notNull(),
    description: text("description").notNull(),
    priority: text("priority").$type<EvidenceRequestPriority>().notNull().default("medium"),
    status: text("status").$type<EvidenceRequestStatus>().notNull().default("open"),
    evidenceFileUrl: text("evidence_file_url"),
    evidenceId: uuid("evidence_id").references(() => evidenceItems.id, { onDelete: "set null" }),
    requestedBy: uuid("requested_by"),
    respondedBy: uuid("responded_by"),
    /** The member who should answer it, and by when (set by the customer; reminders follow). */
    assigneeUserId: uuid("assignee_user_id").references(() => users.id, { onDelete: "set null" }),
    dueAt: tstz("due_at"),
    createdAt: createdAt(),
    respondedAt: tstz("responded_at"),
  },
  (t) => [
    index("audit_evidence_requests_audit_idx").on(t.auditId, t.createdAt, t.id),
    index("audit_evidence_requests_assignee_idx").on(t.assigneeUserId),
    check("audit_evidence_requests_priority_check", oneOf(t.priority, EVIDENCE_REQUEST_PRIORITIES)),
    check("audit_evidence_requests_status_check", oneOf(t.status, EVIDENCE_REQUEST_STATUSES)),
  ],
);
