import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, id } from "./columns";

/**
 * Generated compliance documents. The content is stored as rendered, together with the template
 * version and the variables used, so a document stays exactly what was generated even after the
 * template library changes.
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
  },
  (t) => [index("generated_documents_account_idx").on(t.accountId, t.createdAt, t.id)],
);

export type GeneratedDocumentRow = typeof generatedDocuments.$inferSelect;
