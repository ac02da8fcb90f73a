/** Badge tones of monitoring values; their words are in lib/format/labels.ts. */
export type Tone = "green" | "red" | "amber" | "gray" | "blue";

export function resultTone(status: string): Tone {
  return status === "passed" ? "green" : status === "failed" ? "red" : status === "error" ? "amber" : "gray";
}

export function controlTone(status: string): Tone {
  return status === "passed" ? "green" : status === "partial" ? "amber" : status === "failed" ? "red" : "gray";
}

/**
 * How the console names a schedule wherever its results, charts and alerts appear: its label when it
 * has one, else the framework plus the start of its id, so two schedules of one framework never read alike.
 */
export function scheduleLabel(schedule: { id: string; name: string | null }, frameworkName: string): string {
  return schedule.name ? `${schedule.name} · ${frameworkName}` : `${frameworkName} · schedule ${schedule.id.slice(0, 8)}`;
}

/** A framework's name among those the page loaded; one deleted or unpublished since is said so, never shown by its id. */
export function frameworkNameIn(names: ReadonlyMap<string, string>, id: string): string {
  return names.get(id) ?? "Framework no longer available";
}
