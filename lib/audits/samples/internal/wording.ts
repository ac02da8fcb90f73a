import type { PopulationKind } from "@/db/audit-populations";
import { formatDate } from "@/lib/format/date-time";
import type { PopulationRow, PopulationRowRow } from "./sample-rows";

/** What answers for one item, by what the population lists: the customer should not have to guess what to upload. */
const ASK: Record<PopulationKind, string> = {
  new_hires: "Provide the onboarding record for this hire: the approved access request and the acknowledged security policies.",
  terminations: "Provide the offboarding record for this leaver: when each access was removed, against the termination date.",
  changes: "Provide the change record: its review and approval before deployment, and the testing done.",
  access_reviews: "Provide the completed access review: who reviewed, when, and the changes it led to.",
  incidents: "Provide the incident record: detection, response, resolution and any post-incident review.",
  backups: "Provide the record of this backup run: that it completed, and any restore test.",
  vulnerability_scans: "Provide the scan report and how its findings were followed up within the agreed time.",
  other: "Provide the evidence that the control activity was performed for this item.",
};

const FINDING_TEXT_LIMIT = 10_000;

export function evidenceRequestText(population: PopulationRow, row: PopulationRowRow, position: number, size: number): string {
  const date = row.occurredAt ? `, ${formatDate(row.occurredAt)}` : "";
  return (
    `Sample of "${population.name}" (${population.controlId}), item ${position} of ${size}: ${row.itemKey}${date} (population row ` +
    `${row.rowNumber}). ${ASK[population.kind]}`
  );
}

export function findingTitle(population: PopulationRow): string {
  return `Exceptions in the sample of ${population.name}`.slice(0, 300);
}

export interface ExceptionLine {
  position: number;
  rowNumber: number;
  itemKey: string;
  occurredAt: Date | null;
  notes: string | null;
}

/** The finding's description, rewritten from the sample's current exceptions at each change. */
export function findingText(population: PopulationRow, sample: { size: number; seed: string }, exceptions: ExceptionLine[]): string {
  const head =
    `Sample of ${sample.size} from "${population.name}" (${population.rowCount} rows, seed ${sample.seed}): ${exceptions.length} ` +
    `exception${exceptions.length === 1 ? "" : "s"}.`;
  let text = head;
  for (const [i, e] of exceptions.entries()) {
    const line = `\n- Item ${e.position} (row ${e.rowNumber}, ${e.itemKey}${e.occurredAt ? `, ${formatDate(e.occurredAt)}` : ""}): ${e.notes ?? ""}`;
    const rest = `\n- … and ${exceptions.length - i} more; the sample lists them all.`;
    if (text.length + line.length + rest.length > FINDING_TEXT_LIMIT) return text + rest;
    text += line;
  }
  return text;
}
