import { ServiceError } from "@/lib/errors";
import { RawJson } from "@/lib/http/reply";
import { pageArray, type PageRequest } from "@/lib/pagination";
import { builtinFrameworks, getBuiltinFramework } from "./internal/catalog";

// Built-in catalogs are immutable for the life of the process: answer from memory, serialised once.
const summaries = builtinFrameworks.map(({ id, name, version, category, controls }) => ({ id, name, version, category, controlCount: controls.length }));
const details = new Map(
  builtinFrameworks.map((f) => [
    f.id,
    {
      id: f.id,
      name: f.name,
      version: f.version,
      category: f.category,
      controlCount: f.controls.length,
      description: f.description,
      source: f.source,
      license: f.license,
      controls: f.controls,
    },
  ]),
);

export function listFrameworks() {
  return summaries;
}

/** The API's view of the same list: paginated like every list (docs/api.md §3). */
export function listFrameworksPage(page: PageRequest) {
  return pageArray(summaries, page);
}

export function getFramework(id: string) {
  const framework = details.get(id);
  if (!framework || !getBuiltinFramework(id)) throw ServiceError.notFound("framework");
  return framework;
}

const serialized = new Map<string, RawJson>();
/** The same framework for the API, serialised once per process (SOC 2 alone is ~30 KB of JSON). */
export function getFrameworkJson(id: string): RawJson {
  let raw = serialized.get(id);
  if (!raw) {
    raw = new RawJson(JSON.stringify(getFramework(id)));
    serialized.set(id, raw);
  }
  return raw;
}
