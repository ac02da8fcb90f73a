import { z } from "zod";
import { pageQuery, requiredText } from "@/lib/schemas";
import { prose } from "@/lib/format/prose";

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

export * from "./response-schemas";
