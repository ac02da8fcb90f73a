import { oscalJson } from "@/lib/oscal/datatypes";
import { frameworkToCatalog, type ExportControlInput } from "@/lib/oscal/framework-to-catalog";
import { tokenFor } from "@/lib/oscal/ids";
import type { OscalCatalogDocument, StoredGroup } from "@/lib/oscal/types";
import { getBuiltinFramework, type BuiltinFramework } from "./catalog";

/**
 * The built-in catalogs carry no date of their own; their OSCAL exports say this one, so the same release of the
 * product exports the same bytes. Change it with the catalogs (lib/frameworks/catalogs/README.md).
 */
export const BUILTIN_CATALOGS_MODIFIED = new Date("2026-01-01T00:00:00.000Z");

const SP800_53 = "nist-800-53";

/**
 * SP 800-53 the way NIST's own catalog is built: one group per family (`ac`, class `family`), each enhancement
 * nested under its base control, ids as NIST writes them (`AC-2(1)` → `ac-2.1`), so NIST's baseline profiles
 * select from it by their own ids.
 */
function sp80053Controls(framework: BuiltinFramework): { controls: ExportControlInput[]; groups: StoredGroup[] } {
  const groups = new Map<string, StoredGroup>();
  const controls = framework.controls.map((c): ExportControlInput => {
    const family = c.controlId.split("-")[0].toLowerCase();
    if (!groups.has(family)) groups.set(family, { key: family, group: { id: family, class: "family", title: c.category }, groups: [] });
    const base = c.controlId.replace(/\(.*$/, "");
    return {
      label: c.controlId,
      title: c.title,
      description: c.description || null,
      category: c.category,
      evidenceRequirements: null,
      testCriteria: null,
      mappings: [],
      oscal: { id: tokenFor(c.controlId), group: family, ...(base !== c.controlId ? { parent: tokenFor(base) } : {}) },
    };
  });
  return { controls, groups: [...groups.values()] };
}

function toCatalog(framework: BuiltinFramework): OscalCatalogDocument {
  const shaped =
    framework.id === SP800_53
      ? sp80053Controls(framework)
      : {
          groups: [],
          controls: framework.controls.map((c): ExportControlInput => ({
            label: c.controlId,
            title: c.title,
            description: c.description || null,
            category: c.category || null,
            evidenceRequirements: null,
            testCriteria: null,
            mappings: [],
          })),
        };
  return frameworkToCatalog({
    uuidOf: ["builtin-framework", framework.id, framework.version],
    name: framework.name,
    version: framework.version,
    description: `${framework.description}\n\nSource: ${framework.source}\n\nLicence: ${framework.license}`,
    lastModified: BUILTIN_CATALOGS_MODIFIED,
    groups: shaped.groups,
    controls: shaped.controls,
  });
}

const documents = new Map<string, { doc: OscalCatalogDocument; bytes: Uint8Array<ArrayBuffer> }>();

function cached(id: string) {
  let entry = documents.get(id);
  if (!entry) {
    const framework = getBuiltinFramework(id);
    if (!framework) return undefined;
    const doc = toCatalog(framework);
    entry = { doc, bytes: new TextEncoder().encode(oscalJson(doc)) as Uint8Array<ArrayBuffer> };
    documents.set(id, entry);
  }
  return entry;
}

/**
 * A built-in framework as an OSCAL catalog, built once per process (the catalogs never change while it runs).
 * Callers must not modify it: profile resolution copies what it selects.
 */
export function builtinOscalCatalog(id: string): OscalCatalogDocument | undefined {
  return cached(id)?.doc;
}

/** The same document as the bytes a download sends. */
export function builtinOscalCatalogBytes(id: string): Uint8Array<ArrayBuffer> | undefined {
  return cached(id)?.bytes;
}
