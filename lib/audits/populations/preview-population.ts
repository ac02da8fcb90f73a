import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { customerGate, findCustomerAudit } from "../internal/access";
import type { PopulationPreviewJson } from "./schemas";
import type { PreviewPopulationInput } from "./schemas";
import { parseCsvRows } from "./internal/parse-rows";
import { MAX_LISTED_ERRORS, requireWindow, rowErrors } from "./internal/period";
import { toNormalizedRow } from "./internal/serialize";

const PREVIEW_ROWS = 20;

/**
 * What an upload of this CSV would store, without storing it: the headers, the mapping (the caller's, or one guessed
 * from the header names), the first rows normalized and every problem an upload would be refused for. It belongs to
 * the upload a person makes, so it takes the same credential as the upload.
 */
export async function previewPopulation(ctx: Ctx, auditId: string, input: PreviewPopulationInput): Promise<PopulationPreviewJson> {
  const caller = await customerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  const window = requireWindow(audit);
  const parsed = await parseCsvRows(input.csv, input.mapping);
  if (parsed.mappingIssues.length > 0) throw ServiceError.validation(parsed.mappingIssues);
  const errors = rowErrors(parsed, window, parsed.mapping?.occurred_at ?? null);
  return {
    headers: parsed.headers,
    mapping: parsed.mapping,
    mapping_suggested: parsed.mappingSuggested,
    columns: parsed.columns,
    rows: parsed.rows.slice(0, PREVIEW_ROWS).map(toNormalizedRow),
    row_count: parsed.rows.length,
    errors: errors.slice(0, MAX_LISTED_ERRORS),
    error_count: errors.length,
  };
}
