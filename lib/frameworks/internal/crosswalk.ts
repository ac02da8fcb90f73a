import crosswalks from "../catalogs/crosswalks.json";
import { builtinFrameworks } from "./catalog";
import { crosswalkRows } from "./crosswalk-rows";
import { MappingGraph, type ControlNode, type MappingSource } from "./mapping-graph";

/** A crosswalk publication and the two built-in frameworks it maps (lib/frameworks/catalogs/README.md). */
export interface CrosswalkSource extends MappingSource {
  from: string;
  to: string;
}

const data = crosswalks as unknown as { sources: Record<string, Omit<CrosswalkSource, "key">> };

export const crosswalkSources: ReadonlyMap<string, CrosswalkSource> = new Map(Object.entries(data.sources).map(([key, s]) => [key, { key, ...s }]));

const frameworkIndex = new Map(builtinFrameworks.map((f, i) => [f.id, i]));
const controlIndex = new Map(builtinFrameworks.flatMap((f) => f.controls.map((c, i) => [`${f.id}\u0000${c.controlId}`, i] as const)));

/** Catalog order: built-in frameworks in their list order, controls in catalog order; anything else after them. */
export function catalogRank(node: ControlNode): number {
  const f = frameworkIndex.get(node.framework);
  const c = controlIndex.get(`${node.framework}\u0000${node.controlId}`);
  return f === undefined || c === undefined ? Number.MAX_SAFE_INTEGER : f * 100_000 + c;
}

function addCrosswalks(graph: MappingGraph): MappingGraph {
  for (const row of crosswalkRows()) {
    const { from: _from, to: _to, ...source } = crosswalkSources.get(row.source)!;
    graph.add({
      from: { framework: row.fromFramework, controlId: row.fromId },
      to: { framework: row.toFramework, controlId: row.toId },
      relationship: row.relationship,
      provenance: { origin: "crosswalk", source },
    });
  }
  return graph;
}

let shared: MappingGraph | undefined;

/** The official crosswalks between built-in frameworks, both ways; built on first use and kept (immutable data). */
export function crosswalkGraph(): MappingGraph {
  return (shared ??= addCrosswalks(new MappingGraph(catalogRank)));
}

/** A graph of the crosswalks to which a caller adds the account's own mappings (custom frameworks). */
export function mappingGraphWithCrosswalks(): MappingGraph {
  return addCrosswalks(new MappingGraph(catalogRank));
}

/**
 * The frameworks whose evidence and tests may count for controls of `frameworkIds` through the crosswalks (directly
 * or derived), with `frameworkIds` themselves: what a readiness check has to read. Sorted.
 */
export function frameworksReachedByCrosswalks(frameworkIds: Iterable<string>): string[] {
  const all = new Set<string>();
  for (const id of frameworkIds) {
    all.add(id);
    for (const far of crosswalkGraph().reachableFrom(id)) all.add(far);
  }
  return [...all].sort();
}

const counts = new Map<string, Map<string, { direct: number; derived: number }>>();

/** How many official and derived mappings each control of a built-in framework has (for a compact listing). */
export function crosswalkCounts(frameworkId: string): ReadonlyMap<string, { direct: number; derived: number }> {
  let byControl = counts.get(frameworkId);
  if (!byControl) {
    byControl = new Map();
    const graph = crosswalkGraph();
    for (const c of builtinFrameworks.find((f) => f.id === frameworkId)?.controls ?? []) {
      const node = { framework: frameworkId, controlId: c.controlId };
      const direct = graph.direct(node).length;
      const derived = graph.derived(node).length;
      if (direct + derived > 0) byControl.set(c.controlId, { direct, derived });
    }
    counts.set(frameworkId, byControl);
  }
  return byControl;
}
