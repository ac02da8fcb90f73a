import { bigint, check, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { audits } from "./audits";
import { createdAt, id, oneOf, tstz } from "./columns";
import { documentVersions } from "./documents";
import { evidenceFiles, evidenceItems } from "./evidence";
import { EVIDENCE_REQUEST_PRIORITIES, EVIDENCE_REQUEST_STATUSES, type EvidenceRequestPriority, type EvidenceRequestStatus } from "@/lib/vocabulary";

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
    /** The auditor's decision on the latest submission, and why it was returned. */
    reviewedAt: tstz("reviewed_at"),
    returnReason: text("return_reason"),
  },
  (t) => [
    index("audit_evidence_requests_audit_idx").on(t.auditId, t.createdAt, t.id),
    index("audit_evidence_requests_assignee_idx").on(t.assigneeUserId),
    check("audit_evidence_requests_priority_check", oneOf(t.priority, EVIDENCE_REQUEST_PRIORITIES)),
    check("audit_evidence_requests_status_check", oneOf(t.status, EVIDENCE_REQUEST_STATUSES)),
  ],
);

export const COMMENT_AUTHOR_TYPES = ["customer", "auditor"] as const;
export type CommentAuthorType = (typeof COMMENT_AUTHOR_TYPES)[number];

/** The conversation on one evidence request: either side writes, optionally with an uploaded file attached. */
export const auditRequestComments = pgTable(
  "audit_request_comments",
  {
    id: id(),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    requestId: uuid("request_id")
      .notNull()
      .references(() => auditEvidenceRequests.id, { onDelete: "cascade" }),
    authorType: text("author_type").$type<CommentAuthorType>().notNull(),
    /** A user id (customer) or an auditor invitation id. */
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    fileId: uuid("file_id").references(() => evidenceFiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_request_comments_request_idx").on(t.requestId, t.createdAt, t.id),
    check("audit_request_comments_author_type_check", oneOf(t.authorType, COMMENT_AUTHOR_TYPES)),
  ],
);

/**
 * What the audit holds of each submission, frozen at the moment it was made: the exact file (files are never
 * rewritten; a replaced library file is a new row), its SHA-256 and size as they were, who submitted it and when.
 * Later edits of the library item never change these rows.
 */
export const auditEvidenceSubmissions = pgTable(
  "audit_evidence_submissions",
  {
    id: id(),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    requestId: uuid("request_id")
      .notNull()
      .references(() => auditEvidenceRequests.id, { onDelete: "cascade" }),
    evidenceId: uuid("evidence_id").references(() => evidenceItems.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    /** Null for a link to somewhere else: there are no bytes to keep. */
    fileId: uuid("file_id").references(() => evidenceFiles.id, { onDelete: "restrict" }),
    filename: text("filename"),
    sha256: text("sha256"),
    size: bigint("size", { mode: "number" }),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedByName: text("submitted_by_name").notNull(),
    submittedAt: tstz("submitted_at").notNull().defaultNow(),
  },
  (t) => [index("audit_evidence_submissions_request_idx").on(t.requestId, t.submittedAt), index("audit_evidence_submissions_audit_idx").on(t.auditId)],
);

/**
 * What a completed audit cites of the library: each evidence item it saw with a file, and the file that item held when
 * the audit completed. Integration snapshots and replaced uploads move on to newer files; the audit keeps these, and a
 * completed audit's package and report list only what it submitted or cited.
 */
export const auditEvidenceCitations = pgTable(
  "audit_evidence_citations",
  {
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    evidenceId: uuid("evidence_id")
      .notNull()
      .references(() => evidenceItems.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => evidenceFiles.id, { onDelete: "restrict" }),
    citedAt: tstz("cited_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.auditId, t.evidenceId] })],
);

/**
 * The document versions a completed audit cites, per control: the approved version of each document whose kind the
 * control asks for, as it stood when the audit completed, with when it was approved (the document's approval moves
 * on to later versions; the audit keeps these). The report, package and OSCAL results of a completed audit list
 * exactly these.
 */
export const auditDocumentCitations = pgTable(
  "audit_document_citations",
  {
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    controlId: text("control_id").notNull(),
    documentVersionId: uuid("document_version_id")
      .notNull()
      .references(() => documentVersions.id),
    approvedAt: tstz("approved_at"),
    citedAt: tstz("cited_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.auditId, t.controlId, t.documentVersionId] })],
);
