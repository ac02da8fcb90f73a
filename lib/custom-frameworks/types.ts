/**
 * The custom-framework domain's vocabularies. The shapes the API speaks (snake_case, docs/api.md §1)
 * are declared once, as zod schemas, in response-schemas.ts, which also exports their types.
 */

export const FRAMEWORK_CATEGORIES = ["custom", "industry", "internal", "regulatory"] as const;
export type FrameworkCategory = (typeof FRAMEWORK_CATEGORIES)[number];

export const FRAMEWORK_STATUSES = ["draft", "published"] as const;
export type FrameworkStatus = (typeof FRAMEWORK_STATUSES)[number];

export const EXPORT_FORMAT = "compliance-framework/v1" as const;

export const ASSESSMENT_STATUSES = ["compliant", "partially_compliant", "non_compliant"] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const CONTROL_ASSESSMENT_STATUSES = ["satisfied", "stale", "missing"] as const;
export type ControlAssessmentStatus = (typeof CONTROL_ASSESSMENT_STATUSES)[number];
