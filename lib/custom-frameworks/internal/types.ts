/**
 * The custom-framework domain's vocabularies and export format. The shapes the API speaks (snake_case, docs/api.md §1)
 * are declared once, as zod schemas, in response-schemas.ts, which also exports their types.
 */

// The stored vocabularies live with the tables (db/custom-frameworks.ts); their types are re-exported
// here for the domain and the console (type-only, so no client bundle pulls in the table file).
export type { FrameworkCategory } from "@/db/custom-frameworks";

export const EXPORT_FORMAT = "compliance-framework/v1" as const;
