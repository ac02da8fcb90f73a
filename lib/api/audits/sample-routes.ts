import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { AUDITS_TIER } from "@/lib/vocabulary";
import { auditIdParams } from "@/lib/audits/schemas";
import {
  auditSampleParams,
  createSampleSchema,
  listSamplesQuerySchema,
  populationParams,
  recordSampleResultSchema,
  sampleDetailShape,
  sampleDrawShape,
  sampleItemParams,
  sampleParams,
  sampleShape,
} from "@/lib/audits/samples/schemas";
import { prose } from "@/lib/format/prose";

// Samples of a Type II audit (docs/api.md §8 "Samples", docs/sampling.md): the auditor draws and tests them, the
// customer reads them.
const auditor = domainRoutes({ tags: ["Auditor"], auth: "auditor", tier: AUDITS_TIER });
const customer = domainRoutes({ tags: ["Audits"], auth: "customer", tier: AUDITS_TIER, keyWrites: false });

const AUDITOR_GATE = prose(
  "Needs the auditor JWT from accept-invitation (Bearer, or the portal's httpOnly cookie); it reaches only its own audit. A customer",
  "token answers 403 `forbidden`; a token whose invitation was replaced answers 401.",
);
const CUSTOMER_GATE =
  "Needs a customer credential (JWT or console session); viewers may read. An auditor token answers 403 `forbidden`. Another account's audit answers 404.";
const CHANGE = " A completed audit answers 409 `audit_complete`; a `draft` audit (not started by the customer yet) 409 `invalid_transition`.";
const SAMPLE_404 = "A sample of another audit answers 404.";

const exampleSample = {
  id: "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
  population: { id: "0b7e6d5c-4a3b-4c2d-9e1f-0a9b8c7d6e5f", name: "New hires 2026", control_id: "CC6.2", kind: "new_hires", frequency: "weekly" },
  size: 5,
  recommended_size: 5,
  override_reason: null,
  seed: "3f9a1c0e7b2d4a6f8e1c3b5d7a9f0e2c",
  algorithm: "sha256-ctr-fisher-yates-v1",
  population_row_count: 500,
  population_sha256: "9b74c9897bac770ffc029102a200c5de7e0b3c6f3e4a5b6c7d8e9f0a1b2c3d4e",
  finding_id: null,
  drawn_by: { id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", name: "Ada Auditor" },
  created_at: "2026-11-22T09:30:00.000Z",
  counts: { passed: 1, exception: 0, pending: 4 },
};
const exampleItem = {
  position: 1,
  row_number: 20,
  item_key: "EMP-1020",
  occurred_at: "2026-03-02T00:00:00.000Z",
  owner_email: "hr@example.com",
  data: { department: "Engineering" },
};

const exampleDetail = {
  ...exampleSample,
  items: [
    {
      ...exampleItem,
      evidence_request_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
      evidence_request_status: "responded",
      result: "passed",
      notes: "Approved access request and signed policies on file.",
      tested_at: "2026-11-25T14:00:00.000Z",
    },
  ],
};

export const createSampleRoute = auditor({
  method: "POST",
  path: "/api/v1/auditor/populations/{pid}/samples",
  summary: "Draw a sample from a population (or re-perform a draw with `dry_run`)",
  description:
    `The size defaults to the table's recommendation for the population's frequency and row count (the high end with ` +
    `\`higher_risk\`; a smaller population is tested in full); another \`size\` needs \`override_reason\`, and may not exceed the row count ` +
    `(400 \`validation_failed\`). The seed defaults to 32 random hex digits. With \`dry_run: true\` nothing is written and the answer (200) is ` +
    `the items that seed draws: the same seed, size and population always draw the same rows (docs/sampling.md), in any audit status. Otherwise ` +
    `the sample is recorded (201) with the population's row count and SHA-256, and each item becomes an evidence request on the population's ` +
    `control (priority \`medium\`, due \`due_at\` or in 14 days), assigned to the active member whose e-mail is the row's \`owner_email\`, else ` +
    `to the population's owner. Logged as \`sample_drawn\`. A population of another audit answers 404. ${AUDITOR_GATE}${CHANGE}`,
  envelope: "audit",
  params: populationParams,
  body: createSampleSchema,
  response: sampleDetailShape,
  status: 201,
  errors: [404, 409],
  responses: {
    200: {
      description: "A dry run: the items the draw gives; nothing recorded.",
      data: sampleDrawShape,
      example: {
        dry_run: true,
        population_id: exampleSample.population.id,
        size: 5,
        recommended_size: 5,
        test_in_full: false,
        seed: exampleSample.seed,
        algorithm: exampleSample.algorithm,
        population_row_count: 500,
        population_sha256: exampleSample.population_sha256,
        items: [exampleItem],
      },
    },
  },
  examples: {
    body: { higher_risk: false, due_at: "2026-12-15T00:00:00Z" },
    data: {
      ...exampleDetail,
      counts: { passed: 0, exception: 0, pending: 5 },
      items: [{ ...exampleDetail.items[0], evidence_request_status: "open", result: "pending", notes: null, tested_at: null }],
    },
  },
});

export const listAuditorSamplesRoute = auditor({
  method: "GET",
  path: "/api/v1/auditor/samples",
  summary: "Samples of the audit (newest first; filter `population_id`)",
  description: `Each with its population, size, seed, algorithm and how many items passed, are exceptions or are pending. ${AUDITOR_GATE}`,
  envelope: "audit",
  query: listSamplesQuerySchema,
  response: z.array(sampleShape),
  paginated: true,
  examples: { data: [exampleSample] },
});

const itemsDescription =
  "The items in draw order: population row, item key, date, owner e-mail and data, the evidence request it became and its status, and the auditor's result.";

export const getAuditorSampleRoute = auditor({
  method: "GET",
  path: "/api/v1/auditor/samples/{sid}",
  summary: "A sample with its items",
  description: `${itemsDescription} ${SAMPLE_404} ${AUDITOR_GATE}`,
  envelope: "audit",
  params: sampleParams,
  response: sampleDetailShape,
  errors: [404],
  examples: { data: exampleDetail },
});

export const recordSampleResultRoute = auditor({
  method: "PUT",
  path: "/api/v1/auditor/samples/{sid}/items/{position}",
  summary: "Record a sampled item's result: passed or exception",
  description:
    `An exception needs \`notes\`. The sample's first exception opens a finding on the population's control (severity \`minor\` ` +
    `unless \`severity\` is given; logged as \`finding_created\`), titled "Exceptions in the sample of …"; later changes rewrite its ` +
    `description to list every exception. Answers the sample. Logged as \`sample_item_tested\`; recording the same result and notes again ` +
    `changes nothing. An unknown \`position\` answers 404. ${SAMPLE_404} ${AUDITOR_GATE}${CHANGE}`,
  envelope: "audit",
  params: sampleItemParams,
  body: recordSampleResultSchema,
  response: sampleDetailShape,
  errors: [404, 409],
  examples: { data: exampleDetail, body: { result: "exception", notes: "No approved access request on file; access was granted two days before the ticket." } },
});

export const listSamplesRoute = customer({
  method: "GET",
  path: "/api/v1/audits/{id}/samples",
  summary: "Samples the auditor drew (newest first; filter `population_id`)",
  description: `Each with its population, size, seed, algorithm and how many items passed, are exceptions or are pending. ${CUSTOMER_GATE}`,
  envelope: "audit",
  params: auditIdParams,
  query: listSamplesQuerySchema,
  response: z.array(sampleShape),
  paginated: true,
  errors: [404],
  examples: { data: [exampleSample] },
});

export const getSampleRoute = customer({
  method: "GET",
  path: "/api/v1/audits/{id}/samples/{sid}",
  summary: "A sample with its items",
  description: `${itemsDescription} ${SAMPLE_404} ${CUSTOMER_GATE}`,
  envelope: "audit",
  params: auditSampleParams,
  response: sampleDetailShape,
  errors: [404],
  examples: { data: exampleDetail },
});

export const sampleRoutes = [createSampleRoute, listAuditorSamplesRoute, getAuditorSampleRoute, recordSampleResultRoute, listSamplesRoute, getSampleRoute];
