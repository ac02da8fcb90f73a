/**
 * Measures suggest-mappings against NIST's published crosswalks (the answer key).
 *
 *   npx tsx bench/mapping-quality.ts
 *
 * Dev set: NIST CSF 2.0 → ISO/IEC 27001:2022 informative references. Query = the CSF
 * subcategory's text as `title`; hit = any of its official Annex A controls in the top 5 of
 * suggestions restricted to `iso27001`. Held-out set (never tuned on): SP 800-53 Rev. 5 →
 * ISO/IEC 27001:2022 (OLIR), query = the 800-53 control's title, and again with its
 * statement as description. Targets are the ISO ids of the crosswalk that the built-in catalog
 * holds (Annex A controls and the clause 4–10 requirements); a query none of whose targets is in
 * the catalog would be left out and counted.
 *
 * The crosswalk is read from bench/data/crosswalks.json (the NIST rows of
 * scripts/catalogs/source/mappings.json as compact pairs), never by the product. Prints recall@5,
 * MRR@10, a confidence reliability table, and latency.
 */
import "../scripts/allow-server-modules.mjs";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSuggestIndex, type SuggestDoc, type SuggestIndex } from "../lib/custom-frameworks/internal/suggest/model";
import { builtinFrameworks, type BuiltinControl } from "../lib/frameworks/internal/catalog";

const here = path.dirname(fileURLToPath(import.meta.url));

type Cat = { id: string; controls: readonly BuiltinControl[] };

function loadAnswerKey(): [string, string, string][] {
  const file = path.join(here, "data/crosswalks.json");
  return JSON.parse(readFileSync(file, "utf8")).rows;
}

interface Query {
  id: string;
  title: string;
  description?: string;
  targets: Set<string>;
}

function evaluate(index: SuggestIndex, queries: Query[]) {
  let hits5 = 0;
  let rr = 0;
  const latencies: number[] = [];
  const buckets = Array.from({ length: 10 }, () => ({ n: 0, sumConf: 0, correct: 0 }));
  const misses: string[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    const res = index.suggest({ title: q.title, description: q.description, framework: "iso27001" });
    latencies.push(performance.now() - t0);
    const rank = res.findIndex((s) => q.targets.has(s.controlId));
    if (rank >= 0 && rank < 5) hits5++;
    else misses.push(`${q.id}: ${q.title.slice(0, 70)} → ${res.slice(0, 3).map((r) => r.controlName).join(" | ")}`);
    if (rank >= 0 && rank < 10) rr += 1 / (rank + 1);
    for (const s of res.slice(0, 5)) {
      const b = buckets[Math.min(9, Math.floor(s.confidence * 10))];
      b.n++;
      b.sumConf += s.confidence;
      if (q.targets.has(s.controlId)) b.correct++;
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    recall5: hits5 / queries.length,
    mrr10: rr / queries.length,
    medianMs: latencies[Math.floor(latencies.length / 2)],
    p95Ms: latencies[Math.floor(latencies.length * 0.95)],
    buckets,
    misses,
  };
}

function queriesFor(
  key: [string, string, string][],
  from: string,
  catalog: Cat,
  isoIds: Set<string>,
  withDescription: boolean,
): { queries: Query[]; skipped: number } {
  const targets = new Map<string, Set<string>>();
  for (const [f, fromId, toId] of key) {
    if (f !== from) continue;
    if (!targets.has(fromId)) targets.set(fromId, new Set());
    if (isoIds.has(toId)) targets.get(fromId)!.add(toId);
  }
  const byId = new Map(catalog.controls.map((c) => [c.controlId, c]));
  const queries: Query[] = [];
  let skipped = 0;
  for (const [id, t] of targets) {
    const c = byId.get(id);
    if (!c || t.size === 0) {
      skipped++;
      continue;
    }
    queries.push({ id, title: c.title, description: withDescription ? c.description : undefined, targets: t });
  }
  return { queries, skipped };
}

function print(label: string, r: ReturnType<typeof evaluate>, n: number, skipped: number) {
  console.log(`\n${label}`);
  console.log(`  queries: ${n} (left out, no target in the catalog: ${skipped})`);
  console.log(`  recall@5: ${r.recall5.toFixed(3)}   MRR@10: ${r.mrr10.toFixed(3)}`);
  console.log(`  latency per suggestion: median ${r.medianMs.toFixed(2)} ms, p95 ${r.p95Ms.toFixed(2)} ms`);
  console.log("  confidence reliability (top-5 suggestions): bucket  n  mean-confidence  share-correct");
  r.buckets.forEach((b, i) => {
    if (b.n === 0) return;
    console.log(
      `    ${(i / 10).toFixed(1)}-${((i + 1) / 10).toFixed(1)}  ${String(b.n).padStart(4)}  ${(b.sumConf / b.n).toFixed(2)}  ${(b.correct / b.n).toFixed(2)}`,
    );
  });
}

async function main() {
  const frameworks: readonly Cat[] = builtinFrameworks;
  const docs: SuggestDoc[] = frameworks.flatMap((f) =>
    f.controls.map((c) => ({
      framework: f.id,
      controlId: c.controlId,
      title: c.title,
      description: c.description ?? "",
      category: c.category ?? "",
    })),
  );
  const t0 = performance.now();
  const index = buildSuggestIndex(docs);
  const buildMs = performance.now() - t0;
  console.log(`${docs.length} built-in controls indexed in ${buildMs.toFixed(0)} ms`);

  const key = loadAnswerKey();
  const iso = frameworks.find((f) => f.id === "iso27001")!;
  const isoIds = new Set(iso.controls.map((c) => c.controlId));
  const csf = frameworks.find((f) => f.id === "nist-csf-2")!;
  const sp = frameworks.find((f) => f.id === "nist-800-53")!;

  const dev = queriesFor(key, "nist-csf-2.0", csf, isoIds, false);
  const devResult = evaluate(index, dev.queries);
  print("CSF 2.0 → ISO/IEC 27001:2022 (dev set; query = subcategory text as title)", devResult, dev.queries.length, dev.skipped);
  console.log(`  targets: recall@5 ≥ 0.85, MRR@10 ≥ 0.65, median < 20 ms`);

  const held = queriesFor(key, "nist-sp-800-53-r5", sp, isoIds, false);
  print("SP 800-53 Rev. 5 → ISO/IEC 27001:2022 (held out; query = control title)", evaluate(index, held.queries), held.queries.length, held.skipped);
  const heldD = queriesFor(key, "nist-sp-800-53-r5", sp, isoIds, true);
  print("SP 800-53 Rev. 5 → ISO/IEC 27001:2022 (held out; title + statement as description)", evaluate(index, heldD.queries), heldD.queries.length, heldD.skipped);

  if (process.argv.includes("--misses")) {
    console.log("\nCSF misses:");
    for (const m of devResult.misses) console.log("  " + m);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
