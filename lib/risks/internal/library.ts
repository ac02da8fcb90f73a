import type { RiskCategory, RiskTreatment } from "@/db/risks";
import { crosswalkGraph, getBuiltinControl } from "@/lib/frameworks";
import catalogue from "../library/catalogue.json";
import type { RiskLibraryEntryJson } from "../schemas";

/** One entry of the starter catalogue (library/catalogue.json), in the project's own words. */
export interface LibraryRisk {
  id: string;
  title: string;
  category: RiskCategory;
  description: string;
  threat: string;
  vulnerability: string;
  likelihood: number;
  impact: number;
  treatment: RiskTreatment;
  controls: { soc2: string[]; iso27001: string[] };
}

const entries = catalogue as LibraryRisk[];
const byId = new Map(entries.map((e) => [e.id, e]));

/** The most crosswalked controls listed per entry: enough to show where it reaches, short enough to read. */
const CROSSWALK_LIMIT = 12;

export const libraryRisks = (): readonly LibraryRisk[] => entries;
export const libraryRisk = (id: string): LibraryRisk | undefined => byId.get(id);

/** The suggested controls as control references: SOC 2 first, then ISO/IEC 27001. */
export function suggestedControls(entry: LibraryRisk): { framework: string; controlId: string }[] {
  return [
    ...entry.controls.soc2.map((controlId) => ({ framework: "soc2", controlId })),
    ...entry.controls.iso27001.map((controlId) => ({ framework: "iso27001", controlId })),
  ];
}

let answers: Map<string, Omit<RiskLibraryEntryJson, "inRegister">> | undefined;

/** An entry as the API shows it: its controls with titles, and the controls of other built-in frameworks its ISO/IEC 27001 controls reach through the official crosswalks. */
export function libraryEntryOf(entry: LibraryRisk): Omit<RiskLibraryEntryJson, "inRegister"> {
  answers ??= new Map();
  let answer = answers.get(entry.id);
  if (!answer) {
    const controls = suggestedControls(entry).map((c) => ({ ...c, title: getBuiltinControl(c.framework, c.controlId)?.title ?? null }));
    const reached = new Map<string, { framework: string; controlId: string }>();
    for (const controlId of entry.controls.iso27001) {
      for (const edge of crosswalkGraph().direct({ framework: "iso27001", controlId })) {
        reached.set(`${edge.to.framework}\u0000${edge.to.controlId}`, { framework: edge.to.framework, controlId: edge.to.controlId });
      }
    }
    const crosswalked = [...reached.values()]
      .sort((a, b) => a.framework.localeCompare(b.framework) || a.controlId.localeCompare(b.controlId, "en", { numeric: true }))
      .slice(0, CROSSWALK_LIMIT);
    const { controls: _ids, likelihood, impact, ...rest } = entry;
    answer = { ...rest, inherentLikelihood: likelihood, inherentImpact: impact, controls, crosswalked };
    answers.set(entry.id, answer);
  }
  return answer;
}
