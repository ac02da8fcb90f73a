import { ServiceError } from "@/lib/errors";
import { pageArray, type Page } from "@/lib/pagination";
import { getBuiltinControl, isBuiltinFrameworkId } from "./internal/catalog";
import { crosswalkGraph } from "./internal/crosswalk";
import { assertTarget, toDerivedMapping, toDirectMapping } from "./internal/serialize";
import type { MappingsQuery } from "./list-mappings";
import type { FrameworkMappingJson } from "./schemas";

/**
 * Every mapping of one built-in control (docs/api.md "Mappings"): its official crosswalk mappings, then the derived
 * ones, each marked. 404 for an unknown framework or control.
 */
export function listControlMappings(frameworkId: string, controlId: string, query: MappingsQuery): Page<FrameworkMappingJson> {
  if (!isBuiltinFrameworkId(frameworkId)) throw ServiceError.notFound("framework");
  if (!getBuiltinControl(frameworkId, controlId)) throw ServiceError.notFound("control");
  assertTarget(query.target, isBuiltinFrameworkId);
  const node = { framework: frameworkId, controlId };
  const graph = crosswalkGraph();
  const wanted = (fw: string) => query.target === undefined || fw === query.target;
  const direct =
    query.kind === "derived"
      ? []
      : graph
          .direct(node)
          .filter((e) => wanted(e.to.framework))
          .map(toDirectMapping);
  const derived =
    query.kind === "direct"
      ? []
      : graph
          .derived(node)
          .filter((d) => wanted(d.to.framework))
          .map(toDerivedMapping);
  return pageArray([...direct, ...derived], query);
}
