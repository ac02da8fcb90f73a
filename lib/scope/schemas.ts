import { z } from "zod";
import { pageQuery, requiredText } from "@/lib/schemas";
import { prose } from "@/lib/format/prose";
import { frameworkParams } from "@/lib/frameworks/schemas";

/** Request shapes of the scope domain (camelCase like the frameworks family, docs/api.md §1; strict bodies, §2). */

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

/** Response `data` shapes of the scope domain: the one declaration of each (serializers and components use the types). */
const ts = z.iso.datetime();

/** Who made a scope decision; the Statement of Applicability (lib/flows) names them too. */
export const deciderShape = z
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

export type ControlScope = z.output<typeof controlScopeShape>;
