import type { PersonRow } from "@/db/people";
import type { PersonEventKind } from "@/lib/vocabulary";

/** The employment fields joiners and leavers are read from. */
export type Employment = Pick<PersonRow, "status" | "startDate" | "endDate">;

export interface DetectedEvent {
  kind: PersonEventKind;
  effectiveOn: string;
  details: Record<string, string | null>;
}

/**
 * What changed in a person's employment (docs/api.md "People"), as joiner and leaver events:
 * - `joined`: a new person who is not `former`, or a `former` person who is employed again (a rehire), effective on
 *   the start date, else the day it is detected;
 * - `left`: a person becomes `former`, effective on the end date, else the day it is detected;
 * - `start_date_changed` / `end_date_changed`: a date moved without a joining or leaving (those carry both dates) (a start pushed back, a
 *   notice given), effective on the new date (or, when the date is cleared, the day it is detected).
 * A person created already `former` (an import of past leavers) is history, not a change: no event.
 */
export function detectEmploymentEvents(before: Employment | null, after: Employment, today: string): DetectedEvent[] {
  if (before === null) {
    if (after.status === "former") return [];
    return [{ kind: "joined", effectiveOn: after.startDate ?? today, details: { status: after.status, startDate: after.startDate } }];
  }
  const events: DetectedEvent[] = [];
  const wasFormer = before.status === "former";
  const isFormer = after.status === "former";
  if (wasFormer && !isFormer) {
    events.push({
      kind: "joined",
      effectiveOn: after.startDate ?? today,
      details: { from: before.status, to: after.status, startDate: after.startDate, endDate: after.endDate },
    });
  } else if (!wasFormer && isFormer) {
    events.push({
      kind: "left",
      effectiveOn: after.endDate ?? today,
      details: { from: before.status, to: after.status, startDate: after.startDate, endDate: after.endDate },
    });
  }
  // A joining or a leaving carries the dates in its details; a date moving on its own is its own event.
  if (events.length > 0) return events;
  if (before.startDate !== after.startDate) {
    events.push({ kind: "start_date_changed", effectiveOn: after.startDate ?? today, details: { from: before.startDate, to: after.startDate } });
  }
  if (before.endDate !== after.endDate) {
    events.push({ kind: "end_date_changed", effectiveOn: after.endDate ?? today, details: { from: before.endDate, to: after.endDate } });
  }
  return events;
}
