import { z } from "zod";
import { PERSON_FIELDS } from "@/db/people";
import { prose } from "@/lib/format/prose";
import { optionalText, pageQuery, requiredText, storableString } from "@/lib/schemas";
import { EMPLOYMENT_TYPES, PERSON_EVENT_KINDS, PERSON_SOURCES, PERSON_STATUSES } from "@/lib/vocabulary";

/** Request shapes of the people domain (camelCase, docs/api.md §1; strict bodies, §2). */

export { PERSON_FIELDS };

/** Rows one CSV import may hold; a larger workforce imports in several files (each row is matched by e-mail). */
export const MAX_IMPORT_ROWS = 10_000;

const email = () => storableString().trim().toLowerCase().max(320).pipe(z.email("must be an e-mail address"));

/** A calendar day, `YYYY-MM-DD` (the day a person starts or leaves; no time of day). */
export const calendarDay = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "must be a real date");

const personFields = {
  name: requiredText(200).describe("Full name."),
  email: email().describe("Work e-mail: unique in the account, and how a person is matched to a console member (case-insensitive)."),
  title: optionalText(200).nullable().describe("Job title."),
  department: optionalText(200).nullable().describe("Department (filters and policy requirements by department read it as written)."),
  managerId: z.uuid("must be a UUID").nullable().optional().describe("The person's manager: another person of the account."),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional().describe("Default `employee`."),
  startDate: calendarDay().nullable().optional().describe("First working day, `YYYY-MM-DD`."),
  endDate: calendarDay().nullable().optional().describe("Last working day, `YYYY-MM-DD`."),
  status: z.enum(PERSON_STATUSES).optional().describe("Default `active`. `former`: has left (a leaver)."),
};

export const createPersonBody = z.strictObject(personFields);
export type CreatePersonInput = z.output<typeof createPersonBody>;

export const updatePersonBody = z
  .strictObject({
    name: personFields.name.optional(),
    email: personFields.email.optional(),
    title: personFields.title,
    department: personFields.department,
    managerId: personFields.managerId,
    employmentType: personFields.employmentType,
    startDate: personFields.startDate,
    endDate: personFields.endDate,
    status: personFields.status,
  })
  .refine((b) => Object.keys(b).length > 0, "Send at least one field to change.");
export type UpdatePersonInput = z.output<typeof updatePersonBody>;

export const listPeopleQuery = pageQuery.extend({
  status: z.enum(PERSON_STATUSES).optional().describe("Only people of this status."),
  department: storableString().trim().min(1).max(200).optional().describe("Only people of this department (exact, case-insensitive)."),
  q: storableString().trim().min(1).max(200).optional().describe("Search: part of the name, e-mail or title (case-insensitive)."),
});
export type ListPeopleQuery = z.output<typeof listPeopleQuery>;

export const importPeopleBody = z.strictObject({
  csv: storableString()
    .min(1, "Required")
    .describe(
      prose(
        "The CSV text: a header row, then one person per row. Columns (header names case-insensitive, order free): `name` and `email` (required),",
        "`title`, `department`, `manager_email`, `employment_type`, `start_date`, `end_date` (`YYYY-MM-DD`) and `status`. Unknown columns are refused.",
      ),
    ),
});
export type ImportPeopleInput = z.output<typeof importPeopleBody>;

/** Response `data` shapes of the people domain: the one declaration of each (serializers and components use the types). */
const ts = z.iso.datetime();

export const personShape = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  department: z.string().nullable(),
  manager: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  startDate: z.string().nullable().describe("`YYYY-MM-DD`."),
  endDate: z.string().nullable().describe("`YYYY-MM-DD`."),
  status: z.enum(PERSON_STATUSES),
  member: z
    .object({ userId: z.uuid(), role: z.string() })
    .nullable()
    .describe("The console member with the same e-mail, if any (matched by e-mail, case-insensitive)."),
  sources: z
    .record(z.string(), z.enum(PERSON_SOURCES))
    .describe(
      prose(
        "Where each field's value came from, by field name (`name`, `email`, `title`, `department`, `manager`, `employmentType`, `startDate`,",
        "`endDate`, `status`): `manual`, `csv`, `okta`, `google` or `scim`.",
      ),
    ),
  createdAt: ts,
  updatedAt: ts,
});
export type PersonJson = z.output<typeof personShape>;

export const personEventShape = z.object({
  id: z.uuid(),
  personId: z.uuid(),
  personName: z.string(),
  kind: z.enum(PERSON_EVENT_KINDS),
  effectiveOn: z.string().describe("The day it takes effect, `YYYY-MM-DD`."),
  source: z.enum(PERSON_SOURCES),
  details: z.record(z.string(), z.string().nullable()),
  recordedAt: ts,
});
export type PersonEventJson = z.output<typeof personEventShape>;

export const personDetailShape = personShape.extend({
  events: z.array(personEventShape).describe("Joiner and leaver events of this person, newest first."),
});
export type PersonDetailJson = z.output<typeof personDetailShape>;

export const listPersonEventsQuery = pageQuery;

export const importReportShape = z.object({
  rows: z.int().describe("Rows read."),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  joiners: z.int().describe("Joiner events recorded by the import."),
  leavers: z.int().describe("Leaver events recorded by the import."),
  results: z
    .array(z.object({ line: z.int(), email: z.string(), outcome: z.enum(["created", "updated", "unchanged"]), personId: z.uuid() }))
    .describe("One entry per row, in file order."),
});
export type ImportReportJson = z.output<typeof importReportShape>;
