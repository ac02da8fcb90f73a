import { z } from "zod";
import { readinessFields } from "@/lib/readiness/schemas";
import { deciderShape } from "@/lib/scope/schemas";

/**
 * The flows' request and response shapes: the Statement of Applicability (generate-statement-of-applicability.ts), which
 * gathers scope decisions (lib/scope) and readiness (lib/monitoring). Its route spec is lib/api/scope.ts.
 */

/** The framework a Statement of Applicability is about: ISO/IEC 27001:2022, its Annex A controls. */
export const SOA_FRAMEWORK_ID = "iso27001";

export const STATEMENT_FORMATS = ["json", "csv", "pdf"] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const statementQuery = z.object({
  format: z.enum(STATEMENT_FORMATS).default("json").describe("`json` (default, the enveloped statement), `csv` or `pdf` (a download)."),
});
export type StatementQuery = z.output<typeof statementQuery>;

const ts = z.iso.datetime();

export const STATEMENT_EVIDENCE_TYPES = ["evidence", "document", "test"] as const;

export const statementEvidenceShape = z.object({
  type: z.enum(STATEMENT_EVIDENCE_TYPES),
  id: z.string().describe("The evidence item, approved document or automated test."),
  title: z.string(),
  detail: z.string().describe('Why it counts, e.g. "current", "information security policy", "passing on 20 Nov 2026".'),
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
  frameworkId: z.literal(SOA_FRAMEWORK_ID),
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

export type StatementEvidence = z.output<typeof statementEvidenceShape>;
export type StatementControl = z.output<typeof statementControlShape>;
export type StatementOfApplicability = z.output<typeof statementShape>;
