/**
 * Regenerates lib/frameworks/catalogs/*.json from the vendored source catalogs
 * (scripts/catalogs/source) plus the descriptions we wrote ourselves (scripts/catalogs/descriptions/*.json).
 *
 *   npx tsx scripts/catalogs/build.ts            # all frameworks
 *   npx tsx scripts/catalogs/build.ts soc2 gdpr  # only these
 *   npx tsx scripts/catalogs/build.ts crosswalks  # only lib/frameworks/catalogs/crosswalks.json
 *   CATALOG_SOURCE=/path/to/catalogs npx tsx scripts/catalogs/build.ts   # another source folder
 *
 * The product reads only the generated files; the source folder is needed only here and in the
 * catalog tests.
 * Output is deterministic, so a regeneration shows up in review as a real diff or none at all.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildCrosswalks, CROSSWALK_FRAMEWORKS, serializeCrosswalks } from "./crosswalks";
import { builders } from "./frameworks";
import { defaultSourceDir, fileInputs, outputDir, repoRoot } from "./inputs";
import { serialize } from "./serialize";
import { validateFramework } from "./validate";

const CROSSWALKS = "crosswalks";

function main(): void {
  const args = process.argv.slice(2);
  const unknown = args.filter((id) => id !== CROSSWALKS && !Object.hasOwn(builders, id));
  if (unknown.length > 0) {
    throw new Error(`unknown framework id(s): ${unknown.join(", ")}; known: ${Object.keys(builders).join(", ")}, ${CROSSWALKS}`);
  }
  const inputs = fileInputs(path.resolve(process.env.CATALOG_SOURCE ?? defaultSourceDir));
  const wanted = args.filter((id) => id !== CROSSWALKS);
  const ids = args.length > 0 ? wanted : Object.keys(builders);
  mkdirSync(outputDir, { recursive: true });
  let total = 0;
  for (const id of ids) {
    const framework = builders[id](inputs);
    validateFramework(framework);
    const text = serialize(framework);
    writeFileSync(path.join(outputDir, `${id}.json`), text);
    const size = Buffer.byteLength(text);
    total += size;
    console.log(`${id.padEnd(12)} ${String(framework.controls.length).padStart(5)} controls  ${(size / 1024).toFixed(1)} KiB`);
  }
  if (args.length === 0 || args.includes(CROSSWALKS)) {
    // The crosswalk names controls of three catalogs: it is checked against them as built from the same sources.
    const crosswalks = buildCrosswalks(
      inputs,
      CROSSWALK_FRAMEWORKS.map((id) => builders[id](inputs)),
    );
    const text = serializeCrosswalks(crosswalks);
    writeFileSync(path.join(outputDir, `${CROSSWALKS}.json`), text);
    total += Buffer.byteLength(text);
    console.log(`${CROSSWALKS.padEnd(12)} ${String(crosswalks.rows.length).padStart(5)} mappings  ${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB`);
  }
  console.log(`written to ${path.relative(repoRoot, outputDir)} (${(total / 1024).toFixed(1)} KiB)`);
}

main();
