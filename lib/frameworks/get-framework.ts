import { ServiceError } from "@/lib/errors";
import { builtinFrameworks, getBuiltinFramework } from "./catalog";

// Built-in catalogs are immutable for the life of the process: answer from memory, serialised once.
const summaries = builtinFrameworks.map(({ id, name, version, category, controls }) => ({ id, name, version, category, controlCount: controls.length }));
const details = new Map(
  builtinFrameworks.map((f) => [
    f.id,
    { id: f.id, name: f.name, version: f.version, category: f.category, controlCount: f.controls.length, description: f.description, source: f.source, license: f.license, controls: f.controls },
  ]),
);

export function listFrameworks() {
  return summaries;
}

export function getFramework(id: string) {
  const framework = details.get(id);
  if (!framework || !getBuiltinFramework(id)) throw ServiceError.notFound("framework");
  return framework;
}
