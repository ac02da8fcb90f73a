import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { pageQuery } from "@/lib/schemas";
import { frameworkParams } from "@/lib/frameworks/schemas";
import { controlOwnerBody, controlOwnerParams, controlOwnerShape } from "@/lib/ownership/schemas";
import { auditTrailExportQuery, auditTrailQuery, myWorkShape, trailEventShape, workQuery } from "@/lib/work/schemas";
import { prose } from "@/lib/format/prose";

const route = domainRoutes({ tags: ["Work"], auth: "customer", keyScopes: [] });
const TRAIL_FILTERS = prose(
  "Filters: `actor` (a user id, or an actor type: `user`, `api_key`, `auditor`, `scim`, `operator`, `internal`), `action` (a prefix such",
  "as `member.` or `auth.`), `target_type`, `from` (inclusive) and `to` (exclusive), each an ISO 8601 date-time or a date read as",
  "midnight UTC.",
);

export const setControlOwnerRoute = route({
  method: "PUT",
  path: "/api/v1/frameworks/{id}/controls/{controlId}/owner",
  summary: "Name the owner of a control",
  description: prose(
    "Body `{user_id}`: an active member of the account (else 400 `validation_failed` naming `user_id`), or null to remove the owner",
    "(then `data` is null). Works for built-in frameworks and the account's custom frameworks (`controlId` is the control's label,",
    "URL-encoded). A new owner is notified (`control.assigned`) and sees the control in `GET /api/v1/work`. An unknown framework or",
    "control answers 404. Needs the member role or higher.",
  ),
  params: controlOwnerParams,
  body: controlOwnerBody,
  response: controlOwnerShape.nullable(),
  errors: [404],
  examples: { body: { user_id: "5d1f3c2a-0e4b-4a8c-9f6d-1b2c3d4e5f60" } },
});

export const listControlOwnersRoute = route({
  method: "GET",
  path: "/api/v1/frameworks/{id}/owners",
  summary: "The owned controls of a framework, by control id",
  description:
    "One entry per control that has an owner (controls without one are not listed). An unknown framework, or another account's custom framework, answers 404.",
  params: frameworkParams,
  query: pageQuery,
  response: z.array(controlOwnerShape),
  paginated: true,
  errors: [404],
});

export const listMyWorkRoute = route({
  method: "GET",
  path: "/api/v1/work",
  summary: "My work: what is assigned to the signed-in member",
  description: prose(
    "Open evidence requests assigned to the caller (audits not yet complete), unresolved findings they own, controls they own, and",
    "documents waiting for their approval; at most `limit` of each kind (default 100), with counts. Each item has its due date and",
    "`overdue` (due date passed). Items are sorted overdue first, then by due date (none last). Needs a signed-in member (a JWT or the",
    "console session); an API key answers 403 `forbidden`.",
  ),
  query: workQuery,
  response: myWorkShape,
});

export const listAuditTrailRoute = route({
  method: "GET",
  path: "/api/v1/events",
  summary: "The account's audit trail, newest first",
  description:
    `Every change of state in the account: who (\`actor\`, with a readable \`name\`), what (\`action\` and its \`label\`), on ` +
    `what (\`target_type\`, \`target_id\`) and when, with the \`details\` recorded. Includes members' role changes, sign-ins (\`auth.*\`), ` +
    `single sign-on (\`sso.*\`) and SCIM provisioning (\`scim.*\`). ${TRAIL_FILTERS} Needs the admin role or higher.`,
  role: "admin",
  query: auditTrailQuery,
  response: z.array(trailEventShape),
  paginated: true,
});

export const exportAuditTrailRoute = route({
  method: "GET",
  path: "/api/v1/events/export",
  summary: "Export the audit trail as CSV",
  description:
    `The events \`GET /api/v1/events\` lists, with the same filters, newest first, as a CSV file: a header row (Time (UTC), ` +
    `Actor, Actor type, Actor id, Event, Action, Target type, Target id, Details as JSON), at most 20,000 rows (past it, a last row says so: ` +
    `narrow the dates). A cell that starts with \`=\`, \`+\`, \`-\`, \`@\`, a tab or a carriage return gets a leading \`'\` so spreadsheets ` +
    `never run it. ${TRAIL_FILTERS} Needs the admin role or higher.`,
  role: "admin",
  query: auditTrailExportQuery,
  responses: {
    200: {
      description: "The audit trail as a CSV attachment.",
      content: { "text/csv": { schema: z.string(), example: "Time (UTC),Actor,Actor type,Actor id,Event,Action,Target type,Target id,Details\r\n" } },
      headers: {
        "Content-Disposition": {
          description: "`attachment` with the day's date in the file name.",
          required: true,
          example: 'attachment; filename="audit-trail-2026-11-27.csv"',
        },
      },
    },
  },
});

export const workRoutes = [setControlOwnerRoute, listControlOwnersRoute, listMyWorkRoute, listAuditTrailRoute, exportAuditTrailRoute];
