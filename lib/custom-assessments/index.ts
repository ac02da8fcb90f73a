// The custom-assessments domain's public surface (docs/DEVELOPING.md "Domains"): a published custom framework scored
// with the readiness model, stored, read back and exported as OSCAL assessment results.
import "server-only";
export { assessFramework } from "./assess-framework";
export { exportAssessmentResults } from "./export-assessment-results";
export { getLatestAssessment } from "./get-latest-assessment";
export type { Assessment } from "./schemas";
