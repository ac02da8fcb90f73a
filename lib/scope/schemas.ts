import { z } from "zod";
import { pageQuery, requiredText } from "@/lib/schemas";
import { prose } from "@/lib/format/prose";
import { readinessFields } from "@/lib/readiness/schemas";

/** Request shapes of the scope domain (camelCase like the frameworks family, docs/api.md §1; strict bodies, §2). */

/** A framework id: a built-in one (`iso27001`) or one of the account's custom frameworks (a UUID). */
export const frameworkParams = z.object({ id: z.string().trim().min(1).max(100) });
/** … and a control's id or label, URL-encoded in the path (`A.5.15`). */
export const controlScopeParams = frameworkParams.extend({ controlId: z.string().trim().min(1).max(100) });

/** Long enough for a paragraph naming the risk treatment or the contract; a row of the printed statement stays readable. */
export const JUSTIFICATION_MAX = 1000;

export const controlScopeBody = z.strictObject({
  applicable: z.boolean().describe("Whether the control applies to the company (is in the scope of its management system)."),
  justification: requiredText(JUSTIFICATION_MAX).describe(
    prose(
      'Why: for an excluded control the justification of its exclusion ("No software is developed in-house"), for an applicable one the',
      'reason for its inclusion ("Risk treatment R-12", "Contractual").',
    ),
  ),
});
export type ControlScopeInput = z.output<typeof controlScopeBody>;

export const listControlScopeQuery = pageQuery;

export const STATEMENT_FORMATS = ["json", "csv", "pdf"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const statementQuery = z.object({
  format: z.enum(STATEMENT_FORMATS).default("json").describe("`json` (default, the enveloped statement), `csv` or `pdf` (a download)."),
});
export type StatementQuery = z.output<typeof statementQuery>;

/** Response `data` shapes of the scope domain: the one declaration of each (serializers and components use the types). */
const ts = z.iso.datetime();

const deciderShape = z
  .object({ id: z.uuid(), name: z.string() })
  .nullable()
  .describe("The member who decided; null when an API key did (or the member's account is gone).");

export const controlScopeShape = z.object({
  frameworkId: z.string(),
  controlId: z.string(),
  controlTitle: z.string().nullable().describe("The control's title; null once a custom control is gone."),
  applicable: z.boolean(),
  justification: z.string(),
  decidedBy: deciderShape,
  decidedAt: ts,
});

export const STATEMENT_EVIDENCE_TYPES = ["evidence", "document", "test"] as const;

export const statementEvidenceShape = z.object({
  type: z.enum(STATEMENT_EVIDENCE_TYPES),
  id: z.string().describe("The evidence item, approved document or automated test."),
  title: z.string(),
  detail: z.string().describe('Why it counts, e.g. "current", "information security policy", "passing at 2026-11-20".'),
});

export const statementControlShape = z.object({
  controlId: z.string().describe("The Annex A control, e.g. `A.5.15`."),
  title: z.string(),
  theme: z.string().describe("Its Annex A theme: Organizational, People, Physical or Technological controls."),
  applicable: z.boolean().describe("True unless the account decided the control does not apply; an undecided control is applicable."),
  decided: z.boolean().describe("False while no scope decision exists: the statement flags it as not yet decided."),
  justification: z.string().nullable().describe("The decision's justification (of the exclusion, or of the inclusion); null while undecided."),
  decidedBy: deciderShape,
  decidedAt: ts.nullable(),
  readiness: readinessFields.readiness,
  implementation: z
    .string()
    .describe("The readiness in the statement's words: Implemented (met), Partially implemented, Not implemented (missing), n/a (not applicable)."),
  reason: readinessFields.reason,
  evidence: z
    .array(statementEvidenceShape)
    .describe(
      "The control's own evidence that counts: current evidence and passing tests that name it (or a control mapped to it that covers all " +
        "of it) and approved documents of a kind it asks for. What reaches it only through an overlapping or derived mapping is not listed " +
        '(docs/api.md "What evidences a control"); the reason names it.',
    ),
});

export const statementShape = z.object({
  accountName: z.string(),
  frameworkId: z.literal("iso27001"),
  frameworkName: z.string(),
  generatedAt: ts,
  version: z
    .object({
      decisions: z.int().describe("Scope decisions on Annex A controls."),
      lastDecisionAt: ts.nullable().describe("When the newest of them was made; null before the first."),
    })
    .describe("Which state of the scope decisions the statement reflects."),
  summary: z.object({
    controls: z.int(),
    applicable: z.int(),
    excluded: z.int(),
    undecided: z.int(),
    implemented: z.int(),
    partiallyImplemented: z.int(),
    notImplemented: z.int(),
  }),
  controls: z.array(statementControlShape).describe("Every Annex A control (93), in the standard's order."),
});

export type ControlScope = z.output<typeof controlScopeShape>;
export type StatementEvidence = z.output<typeof statementEvidenceShape>;
export type StatementControl = z.output<typeof statementControlShape>;
export type StatementOfApplicability = z.output<typeof statementShape>;
