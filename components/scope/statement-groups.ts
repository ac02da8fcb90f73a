import type { StatementControl } from "@/lib/flows";

/** The statement's filters: what a row must be to show. */
export const STATEMENT_FILTERS = {
  all: { label: "All", test: () => true },
  undecided: { label: "Not yet decided", test: (c: StatementControl) => !c.decided },
  excluded: { label: "Excluded", test: (c: StatementControl) => !c.applicable },
  not_implemented: {
    label: "Not fully implemented",
    test: (c: StatementControl) => c.applicable && (c.readiness === "missing" || c.readiness === "partial"),
  },
} as const;
export type StatementFilter = keyof typeof STATEMENT_FILTERS;

/**
 * The header's figures, decided and undecided apart: an undecided control counts as applicable in the statement
 * (until someone decides), so "applicable" alone would claim decisions nobody made.
 */
export function statementFigures(controls: readonly StatementControl[]) {
  const count = (test: (c: StatementControl) => boolean) => controls.filter(test).length;
  const applicable = controls.filter((c) => c.applicable);
  return {
    controls: controls.length,
    decided: count((c) => c.decided),
    decidedApplicable: count((c) => c.decided && c.applicable),
    excluded: count((c) => !c.applicable),
    undecided: count((c) => !c.decided),
    applicable: applicable.length,
    implemented: applicable.filter((c) => c.readiness === "met").length,
    partlyImplemented: applicable.filter((c) => c.readiness === "partial").length,
  };
}

export interface StatementGroup {
  theme: string;
  /** Every control of the theme, whatever the filter. */
  total: number;
  undecided: number;
  implemented: number;
  /** The controls of the theme that pass the filter and the search, in the standard's order. */
  rows: StatementControl[];
}

/** Words a search matches: the control's id, title, theme and justification, case- and accent-insensitive. */
const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function matchesSearch(control: StatementControl, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold([control.controlId, control.title, control.theme, control.justification ?? ""].join(" "));
  return words.every((w) => text.includes(w));
}

/** The statement by Annex A theme, in the standard's order, each with its rows under the filter and the search. */
export function groupStatement(controls: readonly StatementControl[], filter: StatementFilter, search: string): StatementGroup[] {
  const groups = new Map<string, StatementGroup>();
  for (const c of controls) {
    const group = groups.get(c.theme) ?? { theme: c.theme, total: 0, undecided: 0, implemented: 0, rows: [] };
    group.total += 1;
    if (!c.decided) group.undecided += 1;
    if (c.applicable && c.readiness === "met") group.implemented += 1;
    if (STATEMENT_FILTERS[filter].test(c) && matchesSearch(c, search)) group.rows.push(c);
    groups.set(c.theme, group);
  }
  return [...groups.values()];
}

/** Which groups open on their own: none while the whole statement shows, those with rows once a filter or a search narrows it. */
export function openedByNarrowing(groups: readonly StatementGroup[], filter: StatementFilter, search: string): Set<string> {
  if (filter === "all" && search.trim() === "") return new Set();
  return new Set(groups.filter((g) => g.rows.length > 0).map((g) => g.theme));
}
