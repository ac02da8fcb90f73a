import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";
import { documentVersions, generatedDocuments } from "./documents";
import { people } from "./people";

/** Whom a policy asks: every active person, or the active people of some departments. */
export const POLICY_AUDIENCES = ["everyone", "departments"] as const;
export type PolicyAudience = (typeof POLICY_AUDIENCES)[number];

/** How an acceptance was recorded: by an admin on the person's behalf, or by the person's own console session. */
export const ACCEPTANCE_CHANNELS = ["admin", "self"] as const;
export type AcceptanceChannel = (typeof ACCEPTANCE_CHANNELS)[number];

/**
 * An approved document that people must accept (lib/policy-acceptance). What is asked is always the document's
 * current approved version: a new approval asks again. Training and checklist tasks will point here too.
 */
export const policyRequirements = pgTable(
  "policy_requirements",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => generatedDocuments.id, { onDelete: "cascade" }),
    /** The document's title when the requirement was made: shown once the document has no approved version. */
    documentTitle: text("document_title").notNull(),
    audience: text("audience").$type<PolicyAudience>().notNull(),
    /** With `departments`: the departments asked, as written (matched case-insensitively). */
    departments: jsonb("departments").$type<string[]>().notNull().default([]),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("policy_requirements_document_key").on(t.accountId, t.documentId),
    check("policy_requirements_audience_check", oneOf(t.audience, POLICY_AUDIENCES)),
  ],
);

export type PolicyRequirementRow = typeof policyRequirements.$inferSelect;

/**
 * One person's acceptance of one version of a document: written once, never changed (no route updates or deletes
 * it). It names the version and its SHA-256, so it stays true whatever the document becomes. A person with
 * acceptances cannot be deleted (the foreign key, checked at the end of the statement so an account's deletion
 * still cascades).
 */
export const policyAcceptances = pgTable(
  "policy_acceptances",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id),
    documentId: uuid("document_id")
      .notNull()
      .references(() => generatedDocuments.id),
    documentVersionId: uuid("document_version_id")
      .notNull()
      .references(() => documentVersions.id),
    versionNumber: integer("version_number").notNull(),
    /** SHA-256 (hex) of the version's Markdown, as the documents domain stored it. */
    contentHash: text("content_hash").notNull(),
    /** The version's title when it was accepted. */
    documentTitle: text("document_title").notNull(),
    acceptedAt: tstz("accepted_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    channel: text("channel").$type<AcceptanceChannel>().notNull(),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("policy_acceptances_person_version_key").on(t.personId, t.documentVersionId),
    index("policy_acceptances_account_idx").on(t.accountId, t.acceptedAt, t.id),
    index("policy_acceptances_version_idx").on(t.documentVersionId),
    check("policy_acceptances_channel_check", oneOf(t.channel, ACCEPTANCE_CHANNELS)),
  ],
);

export type PolicyAcceptanceRow = typeof policyAcceptances.$inferSelect;
