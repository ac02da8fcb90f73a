import type { ProgressJson } from "@/lib/audits";

/**
 * "1 of 38 reviewed, 37 not tested": the reviewed count is the auditor's verdicts only; controls not tested (recorded
 * at completion) and still pending are named beside it when there are any, never folded into it.
 */
export function reviewedText(progress: ProgressJson): string {
  const rest = [progress.not_tested > 0 ? `${progress.not_tested} not tested` : null, progress.pending > 0 ? `${progress.pending} pending` : null];
  return [`${progress.reviewed} of ${progress.total_controls} reviewed`, ...rest.filter(Boolean)].join(", ");
}
