import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";
import { createdAt, id, oneOf, tstz } from "./columns";
import { APPROVAL_STATES, type ApprovalState, DOCUMENT_STATUSES, type DocumentStatus } from "@/lib/vocabulary";

/** How a version came to be: the first generation, an edit of the Markdown, or a new rendering of the template. */
export const VERSION_SOURCES = ["generated", "edited", "regenerated"] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

/**
 * Generated compliance documents. Every change makes a new row in `document_versions`; the document
 * carries its current version's number, title, content and variables (written in the same
 * transaction as the version), so reads and other domains need no join. A document stays exactly
 * what was generated or edited even after the template library changes.
 */
export const generatedDocuments = pgTable(
  "generated_documents",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    templateId: text("template_id").notNull(),
    templateVersion: text("template_version").notNull(),
    category: text("category").notNull(),
    frameworks: jsonb("frameworks").$type<string[]>().notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    format: text("format").$type<"markdown">().notNull().default("markdown"),
    variables: jsonb("variables").$type<Record<string, string | string[]>>().notNull(),
    /** Set on documents generated together by one bulk request. */
    batchId: uuid("batch_id"),
    createdByType: text("created_by_type").notNull(),
    createdById: text("created_by_id"),
    createdAt: createdAt(),
    /** Number of the version whose title, content and variables the row carries. */
    currentVersion: integer("current_version").notNull().default(1),
    status: text("status").$type<DocumentStatus>().notNull().default("active"),
    archivedAt: tstz("archived_at"),
    updatedAt: tstz("updated_at"),
    /** Who keeps the document current, and who approves it. */
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    approverUserId: uuid("approver_user_id").references(() => users.id, { onDelete: "set null" }),
    approvalState: text("approval_state").$type<ApprovalState>().notNull().default("none"),
    approvalRequestedAt: tstz("approval_requested_at"),
    /** The version approved, by whom and when. */
    approvedVersion: integer("approved_version"),
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: tstz("approved_at"),
  },
  (t) => [
    index("generated_documents_account_idx").on(t.accountId, t.createdAt, t.id),
    index("generated_documents_template_idx").on(t.accountId, t.templateId),
    check("generated_documents_status_check", oneOf(t.status, DOCUMENT_STATUSES)),
    check("generated_documents_approval_state_check", oneOf(t.approvalState, APPROVAL_STATES)),
  ],
);

export type GeneratedDocumentRow = typeof generatedDocuments.$inferSelect;

/** Every version of a document, numbered from 1; never changed or deleted while the document exists. */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: id(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => generatedDocuments.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    source: text("source").$type<VersionSource>().notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** SHA-256 (hex) of the content: tells an unchanged re-rendering apart without comparing texts. */
    contentHash: text("content_hash").notNull(),
    /** The template variables the version was rendered from (an edit keeps those of the version it edited). */
    variables: jsonb("variables").$type<Record<string, string | string[]>>().notNull(),
    templateVersion: text("template_version").notNull(),
    note: text("note"),
    createdByType: text("created_by_type").notNull(),
    createdById: text("created_by_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("document_versions_number_key").on(t.documentId, t.number), check("document_versions_source_check", oneOf(t.source, VERSION_SOURCES))],
);

export type DocumentVersionRow = typeof documentVersions.$inferSelect;
