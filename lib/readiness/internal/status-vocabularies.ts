import type { ControlAssessmentStatus, ControlStatus, ReadinessStatus } from "@/lib/vocabulary";
import type { ControlReadiness } from "./types";
import { isSnapshotSource } from "../assess-readiness";

/**
 * The older per-control vocabularies, kept for API compatibility and derived here, from the one model, in
 * one place (docs/api.md "Readiness"). New clients read `readiness`.
 */

const MONITORING: Record<ReadinessStatus, ControlStatus> = { met: "passed", partial: "partial", missing: "failed", not_applicable: "not_applicable" };

/** Monitoring results: met → passed, partial → partial, missing → failed, not_applicable → not_applicable. */
export const monitoringStatusOf = (status: ReadinessStatus): ControlStatus => MONITORING[status];

const READINESS_OF: Record<ControlStatus, ReadinessStatus> = { passed: "met", partial: "partial", failed: "missing", not_applicable: "not_applicable" };

/** The inverse, for results stored with the monitoring vocabulary only. */
export const readinessOfMonitoringStatus = (status: ControlStatus): ReadinessStatus => READINESS_OF[status];

/**
 * Custom-framework assessments describe the evidence: met → satisfied; otherwise stale when expired evidence
 * is all there is, else missing (a partial control is missing evidence too); not_applicable stays. An integration's
 * snapshot is listed uncounted but is not stale evidence: its tests speak for it.
 */
export function assessmentStatusOf(control: Pick<ControlReadiness, "status" | "sources">): ControlAssessmentStatus {
  if (control.status === "met") return "satisfied";
  if (control.status === "not_applicable") return "not_applicable";
  const evidence = control.sources.filter((s) => s.type === "evidence" && !isSnapshotSource(s));
  return evidence.length > 0 && evidence.every((s) => !s.counts) ? "stale" : "missing";
}
