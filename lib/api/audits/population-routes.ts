import { z } from "zod";
import { domainRoutes, type RouteSpec } from "@/lib/http/route-spec";
import { pageQuery } from "@/lib/schemas";
import { auditIdParams } from "@/lib/audits/schemas";
import { AUDITS_TIER } from "@/lib/vocabulary";
import {
  auditorPopulationParams,
  completenessSchema,
  createPopulationSchema,
  listPopulationsQuerySchema,
  POPULATION_BODY_LIMIT,
  populationDeletedShape,
  populationParams,
  populationPreviewShape,
  populationRowShape,
  populationShape,
  previewPopulationSchema,
} from "@/lib/audits/populations/schemas";
import { prose } from "@/lib/format/prose";

const route = domainRoutes({ tags: ["Audits"], auth: "customer", tier: AUDITS_TIER, keyWrites: false });
const auditorRoute = domainRoutes({ tags: ["Auditor"], auth: "auditor", tier: AUDITS_TIER });

const READ = prose(
  "Needs a customer credential (any member, or an API key with a read scope). An auditor token answers 403 `forbidden`. Another",
  "account's audit, or another audit's population, answers 404.",
);
const WRITE =
  "Needs a signed-in member (member role or higher; API keys read populations but do not change them). Another account's audit answers 404. " +
  "A completed audit answers 409 `audit_complete`.";
const AUDITOR = prose(
  "Needs the auditor JWT from accept-invitation; it reaches only its own audit's populations (any other answers 404). A customer token",
  "answers 403 `forbidden`.",
);
const PERIOD =
  "The audit's period must be set first (`period_start` and `period_end`, or `as_of` for a Type I audit), else 409 `conflict` with `details.missing`.";
const MAPPING = prose(
  "`mapping` names the CSV header of each field: `key` (the item's identifier), `occurred_at` (its date) and `owner_email` (who answers",
  "for it if sampled); without it a mapping is guessed from the header names, case-insensitive (`id`, `key`, `number`, `employee id` →",
  "key; `date`, `created`, `merged at`, `hired at`, `terminated at` → occurred_at; `email`, `owner`, `assignee` → owner_email; else the",
  "first column is the key). Every other header becomes a data column. Dates are `YYYY-MM-DD` or ISO 8601 date-times (no offset: UTC).",
);
const ROW_PROBLEMS = prose(
  "Row problems: missing key, unparseable date, date outside the audit period (UTC days), duplicate key, an e-mail that is not one, more",
  "fields than the header.",
);

const CSV_EXAMPLE =
  "Employee ID,Name,Hired At,Manager Email\r\nE-1001,Ada Lovelace,2026-02-02,grace@example.com\r\nE-1002,Alan Turing,2026-03-16,grace@example.com\r\n";

export const previewPopulationRoute = route({
  method: "POST",
  path: "/api/v1/audits/{id}/populations/preview",
  summary: "Check a population CSV without storing it",
  description:
    `Answers the CSV's headers, the mapping (the one given, or a suggested one with \`mapping_suggested: true\`), the first 20 ` +
    `rows as they would be stored, the row count, and the first 100 problems with \`error_count\` for all of them (each with its \`line\`, ` +
    `\`row\` and \`column\`). Writes nothing. ${MAPPING} ${ROW_PROBLEMS} A mapping naming a header the file does not have is 400 ` +
    `\`validation_failed\`. ${PERIOD} ${WRITE}`,
  envelope: "audit",
  params: auditIdParams,
  body: previewPopulationSchema,
  bodyLimit: POPULATION_BODY_LIMIT,
  response: populationPreviewShape,
  errors: [404, 409],
  examples: { body: { csv: CSV_EXAMPLE } },
});

export const createPopulationRoute = route({
  method: "POST",
  path: "/api/v1/audits/{id}/populations",
  summary: "Add a population (the items of one control activity in the period) from a CSV or pushed rows",
  description:
    `Exactly one of \`csv\` (\`source: "csv"\`, with \`mapping\` or the suggested one, and an optional \`filename\`) or \`rows\` ` +
    `(\`source: "api"\`: \`[{key, occurred_at?, owner_email?, data?}]\`) or \`integration_id\` (\`source: "integration"\`: the items an ` +
    `identity provider's last sync knows in the audit's period: Okta users created (\`new_hires\`) or deprovisioned/suspended ` +
    `(\`terminations\`), Google Workspace users created (\`new_hires\`); another kind is 400 naming what the integration gives), ` +
    `or none of them with \`source: "register"\` (the product's own registers: \`incidents\`, or the people roster of ` +
    `\`/api/v1/people\`: people whose start date falls in the period as \`new_hires\`, former people whose end date does as ` +
    `\`terminations\`, keyed by e-mail, owned by their manager), up to 100,000 ` +
    `rows; the body may be up to 32 MiB. Rows are numbered 1..N in the order received. Any problem in any row is 400 \`validation_failed\` ` +
    `listing the first 100 (\`row\` is the CSV line, header = 1) and nothing is stored. \`control_id\` must be a control of the audit (else ` +
    `400); \`owner_user_id\` an active member (default: the caller). \`sha256\` is SHA-256 (hex) of the CSV text as received (its UTF-8 bytes, ` +
    `what \`sha256sum\` prints for the file), or for pushed rows of \`JSON.stringify\` of the normalized rows array (\`{key, occurred_at, ` +
    `owner_email, data}\` each). Logged as \`population_added\`. ${MAPPING} ${ROW_PROBLEMS} ${PERIOD} ${WRITE}`,
  envelope: "audit",
  params: auditIdParams,
  body: createPopulationSchema,
  bodyLimit: POPULATION_BODY_LIMIT,
  response: populationShape,
  status: 201,
  errors: [404, 409],
  examples: {
    body: {
      control_id: "CC6.2",
      name: "New hires 2026",
      kind: "new_hires",
      frequency: "multiple_daily",
      source: "csv",
      filename: "hires-2026.csv",
      csv: CSV_EXAMPLE,
      mapping: { key: "Employee ID", occurred_at: "Hired At", owner_email: "Manager Email" },
    },
  },
});

export const listPopulationsRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/populations",
  summary: "Populations of the audit (newest first; filter `control_id`)",
  description: READ,
  envelope: "audit",
  params: auditIdParams,
  query: listPopulationsQuerySchema,
  response: z.array(populationShape),
  paginated: true,
  errors: [404],
});

export const getPopulationRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/populations/{pid}",
  summary: "A population with its completeness assertion and how many samples were drawn from it",
  description: READ,
  envelope: "audit",
  params: populationParams,
  response: populationShape,
  errors: [404],
});

export const listPopulationRowsRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/populations/{pid}/rows",
  summary: "A population's rows in row-number order",
  description: READ,
  envelope: "audit",
  params: populationParams,
  query: pageQuery,
  response: z.array(populationRowShape),
  paginated: true,
  errors: [404],
});

export const assertCompletenessRoute = route({
  method: "POST",
  path: "/api/v1/audits/{id}/populations/{pid}/completeness",
  summary: "Assert that a population is complete",
  description:
    `Records the statement with who made it and when; asserting again replaces it. Only the population's owner, or an admin or ` +
    `owner of the account, may assert (anyone else: 403 \`forbidden\`). Logged as \`population_asserted\`. ${WRITE}`,
  envelope: "audit",
  params: populationParams,
  body: completenessSchema,
  response: populationShape,
  errors: [404, 409],
  examples: { body: { statement: "This is every hire recorded in Workday between 1 January and 31 December 2026, exported on 5 January 2027." } },
});

export const deletePopulationRoute = route({
  method: "DELETE",
  path: "/api/v1/audits/{id}/populations/{pid}",
  summary: "Delete a population no sample was drawn from",
  description:
    `Removes the population and its rows. Once a sample was drawn from it, it stays: 409 \`conflict\` with ` +
    `\`details.samples_drawn\`. Logged as \`audit_updated\` with \`details.population_removed\`. ${WRITE}`,
  envelope: "audit",
  params: populationParams,
  response: populationDeletedShape,
  errors: [404, 409],
});

export const listAuditorPopulationsRoute = auditorRoute({
  method: "GET",
  path: "/api/v1/auditor/populations",
  summary: "Populations of the audit (newest first; filter `control_id`)",
  description: AUDITOR,
  envelope: "audit",
  query: listPopulationsQuerySchema,
  response: z.array(populationShape),
  paginated: true,
});

export const auditorPopulationRoute = auditorRoute({
  method: "GET",
  path: "/api/v1/auditor/populations/{pid}",
  summary: "A population of the audit with its completeness assertion",
  description: AUDITOR,
  envelope: "audit",
  params: auditorPopulationParams,
  response: populationShape,
  errors: [404],
});

export const auditorPopulationRowsRoute = auditorRoute({
  method: "GET",
  path: "/api/v1/auditor/populations/{pid}/rows",
  summary: "A population's rows in row-number order",
  description: AUDITOR,
  envelope: "audit",
  params: auditorPopulationParams,
  query: pageQuery,
  response: z.array(populationRowShape),
  paginated: true,
  errors: [404],
});

export const populationRoutes: RouteSpec[] = [
  previewPopulationRoute,
  createPopulationRoute,
  listPopulationsRoute,
  getPopulationRoute,
  listPopulationRowsRoute,
  assertCompletenessRoute,
  deletePopulationRoute,
  listAuditorPopulationsRoute,
  auditorPopulationRoute,
  auditorPopulationRowsRoute,
];
