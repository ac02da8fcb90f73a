import type { Frequency } from "@/lib/monitoring/frequency";
import type { ControlStatus } from "@/lib/monitoring/schemas";

/** Shared wording of monitoring values in the console; typed by the vocabularies so none goes unlabelled. */
export const FREQUENCY_LABEL: Record<Frequency, string> = { daily: "Daily", weekly: "Weekly", monthly: "Monthly", quarterly: "Quarterly" };

export type Tone = "green" | "red" | "amber" | "gray" | "blue";

export function resultTone(status: string): Tone {
  return status === "passed" ? "green" : status === "failed" ? "red" : status === "error" ? "amber" : "gray";
}

export function controlTone(status: string): Tone {
  return status === "passed" ? "green" : status === "partial" ? "amber" : status === "failed" ? "red" : "gray";
}

export const CONTROL_STATUS_LABEL: Record<ControlStatus, string> = {
  passed: "Passed",
  partial: "Partly met",
  failed: "Failed",
  not_applicable: "Not applicable",
};
