import type { Frequency } from "@/db/monitoring";
import { formatDate } from "@/lib/format/date-time";
import { FREQUENCY_LABELS } from "@/lib/format/labels";

/** Badge tones of monitoring values; their words are in lib/format/labels.ts. */
export type Tone = "green" | "red" | "amber" | "gray" | "blue";

export function resultTone(status: string): Tone {
  return status === "passed" ? "green" : status === "failed" ? "red" : status === "error" ? "amber" : "gray";
}

export function controlTone(status: string): Tone {
  return status === "passed" ? "green" : status === "partial" ? "amber" : status === "failed" ? "red" : "gray";
}

/**
 * How the console names a schedule wherever its results, charts and alerts appear: its name when it has one, else
 * its framework and how often it checks ("SOC 2 · daily check"). Never its id: people do not read ids.
 */
export function scheduleLabel(schedule: { name: string | null; frequency: Frequency }, frameworkName: string): string {
  return schedule.name ? `${schedule.name} · ${frameworkName}` : `${frameworkName} · ${FREQUENCY_LABELS[schedule.frequency].toLowerCase()} check`;
}

export interface NamedSchedule {
  id: string;
  name: string | null;
  frameworkId: string;
  frequency: Frequency;
  createdAt: string;
}

/**
 * The labels of a list of schedules (`scheduleLabel`), told apart where two would read alike: first by the day each
 * was created, then by their order.
 */
export function scheduleLabels(schedules: readonly NamedSchedule[], frameworkNames: ReadonlyMap<string, string>): Map<string, string> {
  const base = schedules.map((s) => scheduleLabel(s, frameworkNameIn(frameworkNames, s.frameworkId)));
  const count = (labels: string[], label: string) => labels.filter((l) => l === label).length;
  const dated = base.map((label, i) => (count(base, label) > 1 ? `${label} (created ${formatDate(schedules[i].createdAt)})` : label));
  const seen = new Map<string, number>();
  return new Map(
    schedules.map((s, i) => {
      const label = dated[i];
      if (count(dated, label) === 1) return [s.id, label];
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      return [s.id, `${label} #${n}`];
    }),
  );
}

/**
 * A schedule's label among `labels` (from `scheduleLabels`); one no longer listed (deleted since) is named by what its
 * result remembers: its name, else its framework.
 */
export function scheduleLabelIn(
  labels: ReadonlyMap<string, string>,
  schedule: { id: string; name: string | null; frameworkId: string },
  frameworkNames: ReadonlyMap<string, string>,
): string {
  const framework = frameworkNameIn(frameworkNames, schedule.frameworkId);
  return labels.get(schedule.id) ?? (schedule.name ? `${schedule.name} · ${framework}` : `${framework} · a deleted schedule`);
}

/** A framework's name among those the page loaded; one deleted or unpublished since is said so, never shown by its id. */
export function frameworkNameIn(names: ReadonlyMap<string, string>, id: string): string {
  return names.get(id) ?? "Framework no longer available";
}
