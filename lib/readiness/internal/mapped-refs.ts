import { composeRelationships, crosswalkGraph, inverseRelationship, supportOf, type MappingEdge } from "@/lib/frameworks";
import type { ControlRef, CustomMappingRef, MappedRef } from "./types";

const refKey = (ref: ControlRef) => `${ref.framework}\u0000${ref.controlId}`;
const sourceName = (e: MappingEdge) => (e.provenance.source ? `${e.provenance.source.name}, ${e.provenance.source.version}` : undefined);

const builtinCache = new Map<string, MappedRef[]>();

/**
 * The controls the official crosswalks map to a built-in control: direct rows first, then chains of two through a
 * third framework (derived). Relationships are turned around to read from the mapped control to this one.
 * Immutable data: computed once per control.
 */
export function crosswalkRefs(frameworkId: string, controlId: string): MappedRef[] {
  const key = refKey({ framework: frameworkId, controlId });
  let refs = builtinCache.get(key);
  if (!refs) {
    const graph = crosswalkGraph();
    const node = { framework: frameworkId, controlId };
    refs = [
      ...graph.direct(node).map((e) => ({
        ...e.to,
        relationship: inverseRelationship(e.relationship),
        kind: "direct" as const,
        origin: e.provenance.origin,
        source: sourceName(e),
      })),
      ...graph
        .derived(node)
        .map((d) => ({ ...d.to, relationship: inverseRelationship(d.relationship), kind: "derived" as const, origin: "crosswalk" as const, through: d.via })),
    ];
    builtinCache.set(key, refs);
  }
  return refs;
}

/** A clone's mapping to the built-in control it was copied from: the product's statement that the two are one. */
export const isCopy = (m: CustomMappingRef) => m.origin === "copied" && m.relationship === "equivalent";

/**
 * The controls mapped to a custom control: its standard mappings (stored as the custom control's relationship to
 * the mapped one, so turned around here), then, through each mapping that supports it fully, what the crosswalks
 * map to that built-in control. Through an `equivalent` mapping (a clone's) those keep their own kind, so a clone
 * weighs them exactly as its source does; through any other only the crosswalk's direct rows follow, as derived
 * mappings (chains of two). Each control appears once, first listing kept.
 */
export function customMappedRefs(frameworkId: string, label: string, mappings: readonly CustomMappingRef[]): MappedRef[] {
  const seen = new Set<string>([refKey({ framework: frameworkId, controlId: label })]);
  const out: MappedRef[] = [];
  const add = (ref: MappedRef) => {
    const key = refKey(ref);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(ref);
  };
  const direct = mappings.map((m): MappedRef => ({
    framework: m.framework,
    controlId: m.controlId,
    relationship: inverseRelationship(m.relationship ?? null),
    kind: "direct",
    origin: m.origin ?? "user",
  }));
  // A copy's source is one of the control's own references (controls.ts), not a mapping to weigh.
  for (const m of mappings) if (isCopy(m)) seen.add(refKey(m));
  direct.forEach(add);
  for (const m of direct) {
    if (supportOf(m) !== "full") continue;
    for (const far of crosswalkRefs(m.framework, m.controlId)) {
      const relationship = composeRelationships(far.relationship, m.relationship);
      if (m.relationship === "equivalent") add({ ...far, relationship });
      // Otherwise a chain is two mappings long at most: the custom mapping and one crosswalk row.
      else if (far.kind === "direct")
        add({
          framework: far.framework,
          controlId: far.controlId,
          relationship,
          kind: "derived",
          origin: far.origin,
          through: { framework: m.framework, controlId: m.controlId },
        });
    }
  }
  return out;
}
