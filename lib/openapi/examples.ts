import { sample } from "openapi-sampler";
import type { JsonSchema } from "./components";

type Schema = JsonSchema & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
};

const INSTANT = "2026-11-22T09:30:00.000Z";
const UUID = "5a3f2c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";

/**
 * Values for string fields by name, so that sampled examples read like real payloads instead of
 * "string". Used only where the schema itself constrains nothing (no enum, const, format or pattern).
 */
const STRING_HINTS: Record<string, string> = {
  title: "Quarterly access review",
  name: "Acme Corp",
  company: "Acme Corp",
  firm: "Example Assurance LLP",
  description: "Administrator access is reviewed every quarter and approved by the security lead.",
  message: "The score dropped by 12 points since the previous check.",
  framework: "soc2",
  frameworkId: "soc2",
  framework_id: "soc2",
  controlId: "CC6.1",
  control_id: "CC6.1",
  control_id_label: "AC-01",
  controlName: "Logical and physical access controls",
  templateId: "privacy-policy",
  documentId: UUID,
  url: "https://evidence.acme.example/access-review-q3.pdf",
  hostedInvoiceUrl: "https://invoice.stripe.com/i/acct_123/test_456",
  evidence_file_url: "https://evidence.acme.example/access-review-q3.pdf",
  key: "cpk_4Kq8xR2mZt7wVb1nYp3sLd6hJf9cGe0aUo5iTr8yWq2",
  prefix: "cpk_4Kq8xR2m",
  accessToken: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1YTNmMmMxZSIsInNjb3BlIjoiY3VzdG9tZXIifQ.c2lnbmF0dXJl",
  token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1YTNmMmMxZSIsInNjb3BlIjoiYXVkaXRvciJ9.c2lnbmF0dXJl",
  sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  contentType: "application/pdf",
  filename: "access-review-q3.pdf",
  currency: "usd",
  number: "ACME-0001",
  plan: "Business",
  version: "2026.1",
  industry: "Software",
  reason: "Multi-factor authentication is attested and evidence is current.",
  content: "# Privacy Policy\n\n## 1. Who we are\n\nAcme Corp is the controller of your personal data.",
  report: "# SOC 2 Type II audit report\n\n## Summary\n\n| Status | Controls |\n|---|---|\n| passed | 58 |",
  preview: "# Privacy Policy\n\n## 1. Who we are\n\nAcme Corp is the controller of your personal data.",
  snippet: "We keep personal data only as long as needed for the purposes stated in section 4.",
  remediation: "Require multi-factor authentication for every administrator account.",
  auditor_notes: "Access review evidence for Q3 is complete and approved.",
  evidence_requirements: "Quarterly access review export, signed by the reviewer.",
  test_criteria: "Every administrator account appears in the review and was approved.",
  label: "Company name",
  example: "Acme Corp",
  section: "Data retention",
  reference: "GDPR Art. 13(2)(a)",
  error: "Missing required variables: companyName",
  responseBody: "ok",
  stripeCustomerId: "cus_Q1w2E3r4T5y6U7",
  priceId: "price_1QabcDEFghiJKLmn",
  returnUrl: "/billing",
  successUrl: "/billing?checkout=success",
  cancelUrl: "/billing",
  idempotencyKey: "usage-2026-11-22-0001",
  query: "data retention",
  email: "jane@acme.example",
  framework_name: "SOC 2",
  frameworkName: "SOC 2",
  subscriptionStatus: "active",
  brand: "visa",
  last4: "4242",
  eventType: "check.failed",
  heading: "## 4. How long we keep your data",
  category: "privacy-policy",
  actor_name: "Sam Auditor",
  companyName: "Acme Corp",
  templateVersion: "2026.1",
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  license: "Public domain",
  condition: "regions includes california",
  code: "validation_failed",
  status: "active",
  csv:
    "control_id_label,title,description,category,evidence_requirements,test_criteria,standard_mappings\nAC-01,Access reviews,Quarterly " +
    "review,access,,,soc2:CC6.1",
};

const NUMBER_HINTS: Record<string, number> = {
  score: 86,
  previousScore: 92,
  size: 48213,
  quantity: 1,
  controlCount: 61,
  expiresIn: 3600,
  confidence: 0.82,
  passThreshold: 80,
  amountDue: 19900,
  amountPaid: 19900,
  durationMs: 132,
  statusCode: 200,
  attempt: 1,
  evidenceCount: 2,
  evidence_count: 2,
  total_controls: 61,
  total: 3,
  attemptCount: 1,
  attemptNumber: 1,
  lastStatusCode: 200,
  expMonth: 12,
  expYear: 2030,
  reviewed: 40,
  passed: 36,
  failed: 2,
  needs_evidence: 2,
  pending: 21,
  templateCount: 3,
  updated: 4,
  checksRun: 12,
  assessments: 2,
  policiesGenerated: 5,
  limit: 10000,
};

/** Items of string arrays by the array's name. */
const ITEM_HINTS: Record<string, string> = {
  gaps: "No current evidence for the mapped control soc2 CC6.1.",
  regions: "EU",
  frameworks: "gdpr",
  templateIds: "privacy-policy",
  controlIds: UUID,
  requirements: "GDPR Art. 13(1)(a)",
};

/** Nullable fields whose typical value is null (a result without an error). */
const PREFER_NULL = new Set(["error", "lastError", "last_error"]);

/** Values by `parent.field` where the field name alone is ambiguous. */
const CONTEXT_HINTS: Record<string, string> = {
  "paymentMethod.type": "card",
  "payload.type": "check.failed",
  "recent_activity.status": "passed",
};

const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;

function isTimestampName(name: string): boolean {
  return /(At|_at)$/.test(name) || ["created", "renewalDate", "timestamp", "target_completion", "currentPeriodStart", "currentPeriodEnd", "at"].includes(name);
}

function hintFor(name: string, node: Schema, parent: string): unknown {
  const types = new Set([node.type, ...(node.anyOf ?? []).map((s) => s.type)].flat().filter(Boolean));
  if (node.format === "date-time" && !("example" in node)) return INSTANT;
  const constrained = [node, ...(node.anyOf ?? [])].some((n) =>
    ["enum", "const", "format", "pattern", "example", "examples", "default", "properties"].some((k) => k in n),
  );
  if (constrained) return undefined;
  if (types.has("null") && PREFER_NULL.has(name)) return null;
  // A free-form map (activity `details`): an empty one reads better than the sampler's property1/property2.
  if (node.type === "object" && node.additionalProperties !== false) return {};
  if (types.has("array") && node.items?.type === "string" && ITEM_HINTS[name] && !("enum" in node.items)) return [ITEM_HINTS[name]];
  if (types.has("string")) {
    let hint: string | undefined = CONTEXT_HINTS[`${parent}.${name}`] ?? STRING_HINTS[name];
    if (hint === undefined && isTimestampName(name)) hint = INSTANT;
    if (hint === undefined && (name === "id" || /(Id|_id)$/.test(name))) hint = UUID;
    if (hint === undefined && (name === "start" || name === "end")) hint = name === "start" ? "2026-11-01" : "2026-11-30";
    const min = typeof node.minLength === "number" ? node.minLength : 0;
    const max = typeof node.maxLength === "number" ? node.maxLength : Infinity;
    return hint !== undefined && hint.length >= min && hint.length <= max ? hint : undefined;
  }
  if (types.has("number") || types.has("integer")) {
    const hint = NUMBER_HINTS[name];
    const min = typeof node.minimum === "number" ? node.minimum : -Infinity;
    const max = typeof node.maximum === "number" ? node.maximum : Infinity;
    return hint !== undefined && hint >= min && hint <= max && (!types.has("integer") || Number.isInteger(hint)) ? hint : undefined;
  }
  return undefined;
}

/** A copy of the schema with `example`s on fields the hints know, for the sampler only. */
function withHints(node: Schema, name = ""): Schema {
  const copy: Schema = { ...node };
  // zod bounds every integer by the safe-integer range; the sampler would pick that bound.
  if (copy.minimum === -SAFE_LIMIT) delete copy.minimum;
  if (copy.maximum === SAFE_LIMIT) delete copy.maximum;
  if (node.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(node.properties).map(([field, child]) => {
        const hinted = withHints(child, field);
        const hint = hintFor(field, child, name);
        return [field, hint === undefined ? hinted : { ...hinted, example: hint }];
      }),
    );
  }
  // Array items and union members keep the name of the field they belong to.
  if (node.items && typeof node.items === "object") copy.items = withHints(node.items, name);
  for (const key of ["anyOf", "oneOf", "allOf"] as const) if (node[key]) copy[key] = node[key]!.map((member) => withHints(member, name));
  if (node.additionalProperties && typeof node.additionalProperties === "object") copy.additionalProperties = withHints(node.additionalProperties, name);
  return copy;
}

/**
 * An example generated from a JSON Schema with openapi-sampler (every property, one array item),
 * with field-name hints for readable values. The unit tests validate every example against its schema.
 */
export function sampleFrom(schema: JsonSchema, document?: JsonSchema): unknown {
  return sample(withHints(schema) as Parameters<typeof sample>[0], { skipReadOnly: false, quiet: true }, document);
}
