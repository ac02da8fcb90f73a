import { check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { audits } from "./audits";
import { createdAt, id, oneOf, tstz } from "./columns";

export const evidenceFiles = pgTable(
  "evidence_files",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    uploadedBy: text("uploaded_by"),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    /** Where the bytes are in storage (lib/storage): `<accountId>/<fileId>`, ids only. Written before this row. */
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
    /**
     * When the bytes were deleted with the evidence that held them (no completed audit cites the file). The row stays,
     * so the history and audits that saw it still name it; the file itself answers 404.
     */
    removedAt: tstz("removed_at"),
  },
  (t) => [index("evidence_files_account_idx").on(t.accountId, t.createdAt), index("evidence_files_storage_key_idx").on(t.storageKey)],
);

/** `integration`: a sync's snapshot, written by the integrations domain (one item per integration, a version per sync). */
export const EVIDENCE_SOURCES = ["link", "upload", "audit_response", "integration"] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

export const evidenceItems = pgTable(
  "evidence_items",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    url: text("url").notNull(),
    description: text("description"),
    source: text("source").$type<EvidenceSource>().notNull().default("link"),
    fileId: uuid("file_id").references(() => evidenceFiles.id, { onDelete: "set null" }),
    /**
     * The audit whose evidence request this item answers (source `audit_response`); null for library
     * evidence. Only that audit's auditor sees such an item. When the audit goes, the item stays in
     * the library and is visible to no auditor.
     */
    auditId: uuid("audit_id").references(() => audits.id, { onDelete: "set null" }),
    collectedAt: tstz("collected_at"),
    /**
     * The time the evidence is evidence of, apart from when it was uploaded (`created_at`): a span
     * (`effective_from`..`effective_to`) or a point (both equal). Unset, the point is `collected_at`, else
     * `created_at`. An audit's auditor sees by default what falls inside its period.
     */
    effectiveFrom: tstz("effective_from"),
    effectiveTo: tstz("effective_to"),
    expiresAt: tstz("expires_at"),
    createdByType: text("created_by_type").notNull(),
    createdById: text("created_by_id"),
    createdAt: createdAt(),
    updatedAt: tstz("updated_at"),
    /**
     * Soft delete: the row stays so an audit whose request it answered still shows it (marked
     * deleted); lists, readiness facts and new citations skip it. `deletedBy` is the actor id.
     */
    deletedAt: tstz("deleted_at"),
    deletedBy: text("deleted_by"),
  },
  (t) => [
    index("evidence_items_account_idx").on(t.accountId, t.createdAt, t.id),
    index("evidence_items_file_idx").on(t.fileId),
    index("evidence_items_audit_idx").on(t.auditId),
    check("evidence_items_source_check", oneOf(t.source, EVIDENCE_SOURCES)),
  ],
);

/** Which controls an evidence item supports: a built-in framework id or a custom framework id, and a control label. */
export const evidenceControls = pgTable(
  "evidence_controls",
  {
    evidenceId: uuid("evidence_id")
      .notNull()
      .references(() => evidenceItems.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    frameworkId: text("framework_id").notNull(),
    controlId: text("control_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.evidenceId, t.frameworkId, t.controlId] }),
    index("evidence_controls_lookup_idx").on(t.accountId, t.frameworkId, t.controlId),
  ],
);

/**
 * The file history of an evidence item: version 1 is the file it was created with, each replacement
 * adds the next number and becomes current (`evidence_items.file_id`). Older files stay downloadable.
 */
export const evidenceFileVersions = pgTable(
  "evidence_file_versions",
  {
    evidenceId: uuid("evidence_id")
      .notNull()
      .references(() => evidenceItems.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => evidenceFiles.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.evidenceId, t.version] }), index("evidence_file_versions_file_idx").on(t.fileId)],
);
