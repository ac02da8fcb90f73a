import type { ProgressJson } from "../schemas";

/** The counts of an audit's controls in scope by status, from which its progress is derived (progressJson). */
export interface ProgressCounts {
  passed: number;
  failed: number;
  needsEvidence: number;
  notTested: number;
  pending: number;
}

/**
 * Progress as the API answers it (docs/api.md §8): every control in scope counts toward the total; `reviewed` counts
 * the controls the auditor gave a verdict (passed, failed, needs evidence). A control completion recorded as not
 * tested was never reviewed: it has its own count, so total = reviewed + not_tested + pending.
 */
export function progressJson(c: ProgressCounts): ProgressJson {
  const reviewed = c.passed + c.failed + c.needsEvidence;
  return {
    total_controls: reviewed + c.notTested + c.pending,
    reviewed,
    passed: c.passed,
    failed: c.failed,
    needs_evidence: c.needsEvidence,
    not_tested: c.notTested,
    pending: c.pending,
  };
}

/** The same progress from the statuses of the controls in scope, for documents built from rows already read. */
export function progressOfStatuses(statuses: Iterable<string>): ProgressJson {
  const c: ProgressCounts = { passed: 0, failed: 0, needsEvidence: 0, notTested: 0, pending: 0 };
  for (const s of statuses) {
    if (s === "passed") c.passed++;
    else if (s === "failed") c.failed++;
    else if (s === "needs_evidence") c.needsEvidence++;
    else if (s === "not_tested") c.notTested++;
    else c.pending++;
  }
  return progressJson(c);
}
