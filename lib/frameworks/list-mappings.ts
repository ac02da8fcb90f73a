import { ServiceError } from "@/lib/errors";
import { pageArray, type Page, type PageRequest } from "@/lib/pagination";
import { getBuiltinFramework, isBuiltinFrameworkId } from "./internal/catalog";
import { crosswalkGraph } from "./internal/crosswalk";
import { assertTarget, toDerivedMapping, toDirectMapping } from "./internal/serialize";
import type { FrameworkMappingJson } from "./schemas";

export interface MappingsQuery extends PageRequest {
  target?: string;
  kind: "direct" | "derived" | "all";
}

// Crosswalks never change while the process runs: each list is computed once.
const cache = new Map<string, FrameworkMappingJson[]>();

/**
 * The official crosswalk mappings of a built-in framework's controls to other built-in frameworks, and the derived
 * ones (docs/api.md "Mappings"): direct mappings first, in catalog order of `from` then `to`, then derived ones;
 * `kind` picks one of the two. Never mixed: a derived mapping is marked and carries its chain. 404 for an unknown
 * framework; `target` must be a built-in framework.
 */
export function listMappings(frameworkId: string, query: MappingsQuery): Page<FrameworkMappingJson> {
  const framework = getBuiltinFramework(frameworkId);
  if (!framework) throw ServiceError.notFound("framework");
  assertTarget(query.target, isBuiltinFrameworkId);
  const key = `${framework.id}\u0000${query.target ?? ""}\u0000${query.kind}`;
  let all = cache.get(key);
  if (!all) {
    const graph = crosswalkGraph();
    const wanted = (fw: string) => query.target === undefined || fw === query.target;
    const direct =
      query.kind === "derived"
        ? []
        : framework.controls.flatMap((c) =>
            graph
              .direct({ framework: framework.id, controlId: c.controlId })
              .filter((e) => wanted(e.to.framework))
              .map(toDirectMapping),
          );
    const derived =
      query.kind === "direct"
        ? []
        : framework.controls.flatMap((c) =>
            graph
              .derived({ framework: framework.id, controlId: c.controlId })
              .filter((d) => wanted(d.to.framework))
              .map(toDerivedMapping),
          );
    all = [...direct, ...derived];
    cache.set(key, all);
  }
  return pageArray(all, query);
}
