import { ServiceError } from "@/lib/errors";
import type { FrameworkMappingJson } from "../schemas";
import { getBuiltinControl } from "./catalog";
import type { ControlNode, DerivedMapping, MappingEdge, MappingSource } from "./mapping-graph";

const titled = (n: ControlNode) => ({
  framework: n.framework,
  controlId: n.controlId,
  title: getBuiltinControl(n.framework, n.controlId)?.title ?? n.controlId,
});

// Crosswalk rows always state a relationship and a source (lib/frameworks/catalogs/crosswalks.json).
const sourceOf = (e: MappingEdge): MappingSource => e.provenance.source!;

export function toDirectMapping(e: MappingEdge): FrameworkMappingJson {
  return { from: titled(e.from), to: titled(e.to), relationship: e.relationship!, kind: "direct", provenance: { origin: "crosswalk", source: sourceOf(e) } };
}

export function toDerivedMapping(d: DerivedMapping): FrameworkMappingJson {
  return {
    from: titled(d.from),
    to: titled(d.to),
    relationship: d.relationship!,
    kind: "derived",
    provenance: { origin: "crosswalk" },
    via: titled(d.via),
    chain: d.hops.map((h) => ({ from: titled(h.from), to: titled(h.to), relationship: h.relationship!, source: sourceOf(h) })),
  };
}

/** A mappings query's `target`: a built-in framework, else `validation_failed` on `target`. */
export function assertTarget(target: string | undefined, isBuiltin: (id: string) => boolean): void {
  if (target !== undefined && !isBuiltin(target)) {
    throw ServiceError.validation([{ path: "target", message: `Unknown built-in framework "${target}".` }]);
  }
}
