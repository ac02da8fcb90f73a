import { createHash } from "node:crypto";
import { PRODUCT_NS } from "./ids";
import { flattenParts, type ParamLookup } from "./prose";
import type { OscalPart } from "./types";

/** Top-level part names whose text a control shows: the statement, its guidance and how it is assessed. */
export const STATEMENT_PARTS = new Set(["statement"]);
export const GUIDANCE_PARTS = new Set(["guidance"]);
/** SP 800-53A's objectives and methods; `objective` is what Rev. 4 catalogs called the objective. */
export const ASSESSMENT_PARTS = new Set(["assessment-objective", "assessment-method", "objective"]);
export const EVIDENCE_PART = "evidence-requirements";

export function isEvidencePart(part: OscalPart): boolean {
  return part.name === EVIDENCE_PART && part.ns === PRODUCT_NS;
}

function textOf(parts: readonly OscalPart[] | undefined, names: Set<string>, lookup: ParamLookup): string | null {
  const chosen = (parts ?? []).filter((p) => names.has(p.name) && !p.ns);
  const text = flattenParts(chosen, lookup).join("\n").trim();
  return text || null;
}

export const statementText = (parts: readonly OscalPart[] | undefined, lookup: ParamLookup) => textOf(parts, STATEMENT_PARTS, lookup);
export const guidanceText = (parts: readonly OscalPart[] | undefined, lookup: ParamLookup) => textOf(parts, GUIDANCE_PARTS, lookup);
export const assessmentText = (parts: readonly OscalPart[] | undefined, lookup: ParamLookup) => textOf(parts, ASSESSMENT_PARTS, lookup);

/** Shortens to `max` characters with an ellipsis; the full text stays in the kept parts. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A short digest of a column's text as imported. An export writes the kept parts back only while the column still
 * holds that text; once someone edits it, the edited text replaces those parts.
 */
export function fingerprint(text: string | null | undefined): string {
  return createHash("sha256")
    .update(text ?? "\u0000null")
    .digest("base64url")
    .slice(0, 16);
}
