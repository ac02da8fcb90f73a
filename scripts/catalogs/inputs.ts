import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BuildInputs } from "./types";

const here = path.dirname(fileURLToPath(import.meta.url));

export const repoRoot = path.resolve(here, "../..");
/** The vendored source catalogs (scripts/catalogs/source, see its README); CATALOG_SOURCE overrides it in build.ts. */
export const defaultSourceDir = path.join(here, "source");
export const descriptionsDir = path.join(here, "descriptions");
export const outputDir = path.join(repoRoot, "lib/frameworks/catalogs");

/** Reads source catalogs from sourceDir and our descriptions from scripts/catalogs/descriptions. */
export function fileInputs(sourceDir: string = defaultSourceDir): BuildInputs {
  const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;
  return {
    readSource: (file) => readJson(path.join(sourceDir, file)),
    readDescriptions: (file) => readJson(path.join(descriptionsDir, file)),
  };
}
