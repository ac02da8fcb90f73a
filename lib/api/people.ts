import { domainRoutes } from "@/lib/http/route-spec";
import { IMPORT_BODY_LIMIT } from "@/lib/http/body";
import { deletedResponse, idParams } from "@/lib/schemas";
import { prose } from "@/lib/format/prose";
import { createPersonBody, importPeopleBody, importReportShape, MAX_IMPORT_ROWS, personDetailShape, personShape, updatePersonBody } from "@/lib/people/schemas";
import { z } from "zod";
import { listPeopleWithPoliciesQuery, personWithPoliciesShape } from "@/lib/policy-acceptance/schemas";

const route = domainRoutes({ tags: ["People"], auth: "customer" });

const JOINERS = prose(
  "A change of employment is recorded as a joiner or leaver event (the person's `events`): `joined` for a new person who is not `former` or a",
  "`former` person employed again, `left` when a person becomes `former`, and `start_date_changed` / `end_date_changed` when a date moves.",
);

export const listPeopleRoute = route({
  method: "GET",
  path: "/api/v1/people",
  summary: "The workforce",
  description: prose(
    "Every person of the account, console member or not, by name, each with the policies asked of them (`policies`: `pending`,",
    "`complete` or `none`, with each document's current version and when they accepted it). Filters: `status`, `department` (exact,",
    "case-insensitive), `q` (part of the name, e-mail or title) and the gap filter `policies`.",
  ),
  query: listPeopleWithPoliciesQuery,
  response: z.array(personWithPoliciesShape),
  paginated: true,
});

export const createPersonRoute = route({
  method: "POST",
  path: "/api/v1/people",
  summary: "Add a person",
  description: prose(
    "Adds a person by hand: every field's source is `manual`. The e-mail is unique in the account (409 `conflict`); a console member with",
    "the same e-mail is matched to the person (`member`). `managerId` must be another person of the account. Writes `person.created` to the",
    "audit trail.",
    "",
    JOINERS,
  ),
  body: createPersonBody,
  response: personShape,
  status: 201,
  errors: [409],
  examples: {
    body: { name: "Grace Hopper", email: "grace@example.com", title: "Staff engineer", department: "Engineering", startDate: "2026-03-02", status: "active" },
  },
});

export const getPersonRoute = route({
  method: "GET",
  path: "/api/v1/people/{id}",
  summary: "One person, with their joiner and leaver events",
  description: "Another account's person answers 404.",
  params: idParams,
  response: personDetailShape,
  errors: [404],
});

export const updatePersonRoute = route({
  method: "PATCH",
  path: "/api/v1/people/{id}",
  summary: "Change a person",
  description: prose(
    "Send the fields to change; `null` clears an optional one. The fields changed become `manual`. Writes `person.updated` with the values",
    "before and after; the same values again write nothing.",
    "",
    JOINERS,
  ),
  params: idParams,
  body: updatePersonBody,
  response: personShape,
  errors: [404, 409],
  examples: { body: { status: "former", endDate: "2026-11-30" } },
});

export const deletePersonRoute = route({
  method: "DELETE",
  path: "/api/v1/people/{id}",
  summary: "Remove a person entered by mistake",
  description: prose(
    "Removes the person and their joiner and leaver events. Someone who worked here and left is marked `former` instead; a person with",
    "records that are kept (policy acceptances) answers 409 `conflict`. Writes `person.deleted`.",
  ),
  params: idParams,
  response: deletedResponse,
  errors: [404, 409],
});

export const importPeopleRoute = route({
  method: "POST",
  path: "/api/v1/people/import",
  summary: "Import people from a CSV",
  description: prose(
    `All or nothing, up to ${MAX_IMPORT_ROWS.toLocaleString("en")} rows. Every row is checked first: \`name\` and \`email\` present, an e-mail`,
    "once per file, known `status` and `employment_type` values, dates written `YYYY-MM-DD` with the end not before the start, and a",
    "`manager_email` that is in the file or already a person. Any problem answers 400 `validation_failed` with every problem in `details`",
    "(`path` `csv.line 4.email`, the header being line 1; at most 100 listed, the message counts them all), and nothing is imported.",
    "",
    "Otherwise each row creates a person, or updates the person with its e-mail: the columns the file has replace that person's values (a",
    "blank cell clears an optional field), the columns it lacks stay, and the fields it sets record the source `csv`. Joiners and leavers are",
    "recorded as for a change by hand. The answer reports each row (`created`, `updated`, `unchanged`) and the counts; one audit-trail row",
    "`people.imported` holds the counts. Needs the admin role.",
  ),
  role: "admin",
  body: importPeopleBody,
  bodyLimit: IMPORT_BODY_LIMIT,
  response: importReportShape,
  examples: {
    body: {
      csv:
        "name,email,title,department,manager_email,employment_type,start_date,end_date,status\n" +
        "Ada Lovelace,ada@example.com,CTO,Engineering,,employee,2024-01-08,,active\n" +
        "Alan Turing,alan@example.com,Engineer,Engineering,ada@example.com,contractor,2025-06-02,,active\n",
    },
  },
});

export const peopleRoutes = [listPeopleRoute, createPersonRoute, getPersonRoute, updatePersonRoute, deletePersonRoute, importPeopleRoute];
