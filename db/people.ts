import { type AnyPgColumn, check, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";
import { createdAt, id, oneOf, updatedAt } from "./columns";
import {
  EMPLOYMENT_TYPES,
  type EmploymentType,
  PERSON_EVENT_KINDS,
  type PersonEventKind,
  PERSON_SOURCES,
  type PersonSource,
  PERSON_STATUSES,
  type PersonStatus,
} from "@/lib/vocabulary";

/** The fields of a person whose origin is recorded (`field_sources`): every one a sync or an import may set. */
export const PERSON_FIELDS = ["name", "email", "title", "department", "manager", "employmentType", "startDate", "endDate", "status"] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/**
 * The workforce (lib/people): everyone the programme covers, whether or not they sign in to the console. A person
 * is matched to a console member by e-mail (lowercased, unique per account); nothing else links the two, so a
 * member who leaves keeps their person row. Training, checklists, background checks and access reviews attach to
 * `people.id` later.
 */
export const people = pgTable(
  "people",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lowercased: the key a member, an import row or an identity provider's user is matched by. */
    email: text("email").notNull(),
    title: text("title"),
    department: text("department"),
    managerId: uuid("manager_id").references((): AnyPgColumn => people.id, { onDelete: "set null" }),
    employmentType: text("employment_type").$type<EmploymentType>().notNull().default("employee"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    status: text("status").$type<PersonStatus>().notNull().default("active"),
    /** Per field, where its value came from (a field not listed was entered by hand). */
    fieldSources: jsonb("field_sources").$type<Partial<Record<PersonField, PersonSource>>>().notNull().default({}),
    /** The identity provider's or SCIM's id of the person, once a sync sets it. */
    externalId: text("external_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("people_account_email_key").on(t.accountId, t.email),
    index("people_account_name_idx").on(t.accountId, t.name, t.id),
    index("people_account_department_idx").on(t.accountId, t.department),
    index("people_manager_idx").on(t.managerId),
    check("people_status_check", oneOf(t.status, PERSON_STATUSES)),
    check("people_employment_type_check", oneOf(t.employmentType, EMPLOYMENT_TYPES)),
  ],
);

export type PersonRow = typeof people.$inferSelect;

/**
 * Joiners and leavers as they were detected (lib/people): one row per change of a person's employment, never changed
 * afterwards. `effectiveOn` is the day it takes effect (the start or end date when known, else the day detected).
 * Onboarding and offboarding checklists will start from these rows.
 */
export const personEvents = pgTable(
  "person_events",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    kind: text("kind").$type<PersonEventKind>().notNull(),
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    source: text("source").$type<PersonSource>().notNull(),
    /** The values before and after (status, start or end date). */
    details: jsonb("details").$type<Record<string, string | null>>().notNull().default({}),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("person_events_person_idx").on(t.personId, t.createdAt),
    index("person_events_account_idx").on(t.accountId, t.createdAt, t.id),
    check("person_events_kind_check", oneOf(t.kind, PERSON_EVENT_KINDS)),
    check("person_events_source_check", oneOf(t.source, PERSON_SOURCES)),
  ],
);

export type PersonEventRow = typeof personEvents.$inferSelect;
