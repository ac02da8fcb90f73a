/**
 * Measures suggest-mappings against NIST's published crosswalks (the answer key).
 *
 *   npx tsx bench/mapping-quality.ts [--folds 10] [--repeats 5] [--split control|family] [--misses]
 *
 * Query sets. CSF 2.0 → ISO/IEC 27001:2022 informative references: query = the CSF subcategory's text as
 * `title`. SP 800-53 Rev. 5 → ISO/IEC 27001:2022 (OLIR): query = the 800-53 control's title, and again with
 * its statement as description. A hit is any of the query's official ISO controls in the top 5 of suggestions
 * restricted to `iso27001`. The answer key is bench/data/crosswalks.json (the NIST rows as compact pairs).
 *
 * The product's model also learns from these crosswalks (lib/frameworks/catalogs/crosswalks.json, the same
 * publications), so no figure here is measured on rows the model learned from: k-fold cross-validation
 * grouped by source control. Every source control of both crosswalks is put in a group (an SP 800-53 base
 * control with all its enhancements, e.g. AC-2 with AC-2(1)…AC-2(13), and the base controls sharing one name,
 * the nineteen "-1" "Policy and Procedures", so near-duplicates never straddle training and test; a CSF
 * subcategory alone), groups are dealt into k folds in a pseudo-random order fixed per repetition, and for
 * each fold a model is trained on the crosswalk rows of the other folds (both crosswalks) and asked the
 * held-out fold's queries. The deal is repeated `--repeats` ways with different orders and the figures are
 * the mean (one deal's luck moves recall@5 by up to ±0.02). `--split family` is the stricter split: whole
 * 800-53 families (all of AC, all of AU…) and whole CSF categories (all of GV.OC…) held out together. The
 * same model without crosswalk rows is measured beside it on every query.
 *
 * Prints the split (groups, per-fold query and training-row counts), recall@5, MRR@10 and a confidence
 * reliability table per set, latency per suggestion (median and p95, also for the product's model with an
 * account's full window of feedback decisions) and the index build time of the product's model (trained on
 * every row).
 */
import "../scripts/allow-server-modules.mjs";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSuggestIndex, type FeedbackEntry, type SuggestDoc, type SuggestIndex, type TrainingPair } from "../lib/custom-frameworks/internal/suggest/model";
import { FEEDBACK_WINDOW } from "../lib/custom-frameworks/internal/suggestion-feedback";
import { builtinFrameworks, type BuiltinControl } from "../lib/frameworks/internal/catalog";
import { crosswalkRows } from "../lib/frameworks/internal/crosswalk-rows";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const argValue = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const FOLDS = Number(argValue("--folds", "10"));
const REPEATS = Number(argValue("--repeats", "5"));
const SPLIT = argValue("--split", "control");
if (!Number.isInteger(FOLDS) || FOLDS < 2) throw new Error("--folds takes an integer ≥ 2");
if (!Number.isInteger(REPEATS) || REPEATS < 1) throw new Error("--repeats takes an integer ≥ 1");
if (SPLIT !== "control" && SPLIT !== "family") throw new Error("--split takes control or family");

/** The answer key's framework names → the product's built-in ids. */
const KEY_FRAMEWORK: Record<string, string> = { "nist-csf-2.0": "nist-csf-2", "nist-sp-800-53-r5": "nist-800-53" };

type Cat = { id: string; controls: readonly BuiltinControl[] };

function loadAnswerKey(): [string, string, string][] {
  const file = path.join(here, "data/crosswalks.json");
  return JSON.parse(readFileSync(file, "utf8")).rows;
}

interface Query {
  framework: string;
  id: string;
  title: string;
  description?: string;
  targets: Set<string>;
}

/** Titles shared by several base controls (SP 800-53's nineteen "Policy and Procedures"), set in main(). */
const sharedTitles = new Map<string, string>();

/**
 * The group a source control is held out with: an SP 800-53 base control with its enhancements, and base
 * controls with the same name together (the "-1" controls of every family are one template, near-duplicates
 * with near-identical mappings); a CSF subcategory alone. With `--split family`, whole 800-53 families and
 * whole CSF categories.
 */
function groupOf(framework: string, id: string): string {
  if (framework === "nist-800-53") {
    const base = id.replace(/\(\d+\)$/, "");
    if (SPLIT === "family") return `${framework}:${base.replace(/-\d+$/, "")}`;
    const shared = sharedTitles.get(base);
    return shared ? `${framework}:title:${shared}` : `${framework}:${base}`;
  }
  if (framework === "nist-csf-2") return `${framework}:${SPLIT === "family" ? id.replace(/-\d+$/, "") : id}`;
  return `${framework}:${id}`;
}

/** FNV-1a: a fixed pseudo-random order of the groups per repetition, the same on every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function foldsOf(groups: Iterable<string>, repetition: number): Map<string, number> {
  const key = (g: string) => hash(`${repetition}:${g}`);
  const order = [...new Set(groups)].sort((a, b) => key(a) - key(b) || a.localeCompare(b));
  return new Map(order.map((g, i) => [g, i % FOLDS]));
}

interface Outcome {
  query: Query;
  top: string[];
  rank: number;
  ms: number;
  top5: { confidence: number; correct: boolean }[];
}

function ask(index: SuggestIndex, q: Query): Outcome {
  const t0 = performance.now();
  const res = index.suggest({ title: q.title, description: q.description, framework: "iso27001" });
  const ms = performance.now() - t0;
  return {
    query: q,
    top: res.slice(0, 3).map((s) => `${s.controlId} ${s.controlName}`),
    rank: res.findIndex((s) => q.targets.has(s.controlId)),
    ms,
    top5: res.slice(0, 5).map((s) => ({ confidence: s.confidence, correct: q.targets.has(s.controlId) })),
  };
}

function summarise(outcomes: Outcome[]) {
  let hits5 = 0;
  let rr = 0;
  const buckets = Array.from({ length: 10 }, () => ({ n: 0, sumConf: 0, correct: 0 }));
  for (const o of outcomes) {
    if (o.rank >= 0 && o.rank < 5) hits5++;
    if (o.rank >= 0 && o.rank < 10) rr += 1 / (o.rank + 1);
    for (const s of o.top5) {
      const b = buckets[Math.min(9, Math.floor(s.confidence * 10))];
      b.n++;
      b.sumConf += s.confidence;
      if (s.correct) b.correct++;
    }
  }
  return { recall5: hits5 / outcomes.length, mrr10: rr / outcomes.length, buckets };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

function queriesFor(key: [string, string, string][], from: string, catalog: Cat, isoIds: Set<string>, withDescription: boolean) {
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
    queries.push({ framework: catalog.id, id, title: c.title, description: withDescription ? c.description : undefined, targets: t });
  }
  return { queries, skipped };
}

const fixed = (x: number) => x.toFixed(3);
const spread = (xs: number[]) => (xs.length > 1 ? ` (folds drawn ${xs.length} ways: ${fixed(Math.min(...xs))}–${fixed(Math.max(...xs))})` : "");

function printSet(label: string, n: number, skipped: number, repeats: Outcome[][], baseline: Outcome[]) {
  const per = repeats.map(summarise);
  const mean = (f: (r: ReturnType<typeof summarise>) => number) => per.reduce((sum, r) => sum + f(r), 0) / per.length;
  const b = summarise(baseline);
  const all = summarise(repeats.flat());
  const ms = repeats.flat().map((o) => o.ms);
  console.log(`\n${label}`);
  console.log(`  queries: ${n} (left out, no target in the catalog: ${skipped})`);
  console.log(
    `  learned, held out:      recall@5 ${fixed(mean((r) => r.recall5))}   MRR@10 ${fixed(mean((r) => r.mrr10))}${spread(per.map((r) => r.recall5))}`,
  );
  console.log(`  unsupervised baseline:  recall@5 ${fixed(b.recall5)}   MRR@10 ${fixed(b.mrr10)}`);
  console.log(`  latency per suggestion: median ${percentile(ms, 0.5).toFixed(2)} ms, p95 ${percentile(ms, 0.95).toFixed(2)} ms`);
  const judged = all.buckets.reduce((sum, bucket) => sum + bucket.n, 0);
  const ece = all.buckets.reduce((sum, bucket) => sum + Math.abs(bucket.sumConf - bucket.correct), 0) / judged;
  console.log(`  confidence reliability (top-5 suggestions, held out; calibration error ${ece.toFixed(3)}): bucket  n  mean-confidence  share-correct`);
  all.buckets.forEach((bucket, i) => {
    if (bucket.n === 0) return;
    console.log(
      `    ${(i / 10).toFixed(1)}-${((i + 1) / 10).toFixed(1)}  ${String(bucket.n).padStart(5)}  ${(bucket.sumConf / bucket.n).toFixed(2)}  ` +
        `${(bucket.correct / bucket.n).toFixed(2)}`,
    );
  });
}

async function main() {
  const frameworks: readonly Cat[] = builtinFrameworks;
  const docs: SuggestDoc[] = frameworks.flatMap((f) =>
    f.controls.map((c) => ({ framework: f.id, controlId: c.controlId, title: c.title, description: c.description ?? "", category: c.category ?? "" })),
  );
  const rows: TrainingPair[] = crosswalkRows().map((r) => ({ fromFramework: r.fromFramework, fromId: r.fromId, toFramework: r.toFramework, toId: r.toId }));

  let t0 = performance.now();
  buildSuggestIndex(docs, rows);
  const productBuildMs = performance.now() - t0;
  t0 = performance.now();
  const baseline = buildSuggestIndex(docs);
  const baselineBuildMs = performance.now() - t0;
  console.log(`${docs.length} built-in controls; ${rows.length} crosswalk rows`);
  console.log(`index build: ${productBuildMs.toFixed(0)} ms with every crosswalk row (the product's model), ${baselineBuildMs.toFixed(0)} ms unsupervised`);

  const key = loadAnswerKey().map(([f, a, b]) => [KEY_FRAMEWORK[f] ?? f, a, b] as [string, string, string]);
  const iso = frameworks.find((f) => f.id === "iso27001")!;
  const isoIds = new Set(iso.controls.map((c) => c.controlId));
  const csf = frameworks.find((f) => f.id === "nist-csf-2")!;
  const sp = frameworks.find((f) => f.id === "nist-800-53")!;
  const sets = [
    { label: "CSF 2.0 → ISO/IEC 27001:2022 (query = subcategory text as title)", ...queriesFor(key, "nist-csf-2", csf, isoIds, false) },
    { label: "SP 800-53 Rev. 5 → ISO/IEC 27001:2022 (query = control title)", ...queriesFor(key, "nist-800-53", sp, isoIds, false) },
    { label: "SP 800-53 Rev. 5 → ISO/IEC 27001:2022 (query = title + statement as description)", ...queriesFor(key, "nist-800-53", sp, isoIds, true) },
  ];

  const baseTitles = new Map<string, string[]>();
  for (const c of sp.controls) {
    if (/\(\d+\)$/.test(c.controlId)) continue;
    const title = c.title.toLowerCase().trim();
    baseTitles.set(title, [...(baseTitles.get(title) ?? []), c.controlId]);
  }
  const sourceBases = new Set(rows.filter((r) => r.fromFramework === "nist-800-53").map((r) => r.fromId.replace(/\(\d+\)$/, "")));
  for (const [title, ids] of baseTitles) {
    const used = ids.filter((id) => sourceBases.has(id));
    if (used.length > 1) for (const id of used) sharedTitles.set(id, title);
  }

  // The split: every source control of the training rows and of the queries gets a group, each group a fold;
  // the deal into folds is repeated with different orders and the figures averaged (one deal's luck is ±0.02).
  const groups = [...rows.map((r) => groupOf(r.fromFramework, r.fromId)), ...sets.flatMap((s) => s.queries.map((q) => groupOf(q.framework, q.id)))];
  const learned = sets.map(() => [] as Outcome[][]);
  const baselineOutcomes = sets.map((s) => s.queries.map((q) => ask(baseline, q)));
  const buildTimes: number[] = [];
  const foldLines: string[] = [];
  let groupCount = 0;
  for (let r = 0; r < REPEATS; r++) {
    const fold = foldsOf(groups, r);
    groupCount = fold.size;
    const foldOfQuery = (q: Query) => fold.get(groupOf(q.framework, q.id))!;
    sets.forEach((_, i) => learned[i].push([]));
    for (let k = 0; k < FOLDS; k++) {
      const train = rows.filter((row) => fold.get(groupOf(row.fromFramework, row.fromId)) !== k);
      t0 = performance.now();
      const index = buildSuggestIndex(docs, train);
      buildTimes.push(performance.now() - t0);
      sets.forEach((s, i) => {
        for (const q of s.queries) if (foldOfQuery(q) === k) learned[i][r].push(ask(index, q));
      });
      if (r === 0) {
        const held = [...fold].filter(([, f]) => f === k).length;
        const csfQ = sets[0].queries.filter((q) => foldOfQuery(q) === k).length;
        const spQ = sets[1].queries.filter((q) => foldOfQuery(q) === k).length;
        foldLines.push(`    fold ${k + 1}: ${held} groups held out (${csfQ} CSF, ${spQ} SP 800-53 queries); trained on ${train.length} of ${rows.length} rows`);
      }
    }
  }

  const grouping =
    SPLIT === "family"
      ? "800-53 family / CSF category"
      : "source control (800-53 base control with its enhancements, same-named base controls together; CSF subcategory)";
  console.log(`\nsplit: ${FOLDS}-fold cross-validation grouped by ${grouping}; ${groupCount} groups; dealt ${REPEATS} ways, figures are the mean`);
  console.log("  first deal:");
  for (const line of foldLines) console.log(line);
  console.log(`  per-fold index build: median ${percentile(buildTimes, 0.5).toFixed(0)} ms`);

  sets.forEach((s, i) => printSet(s.label, s.queries.length, s.skipped, learned[i], baselineOutcomes[i]));
  // The product's model with an account's full feedback window (FEEDBACK_WINDOW decisions on 250 texts).
  const product = buildSuggestIndex(docs, rows);
  const texts = docs.filter((_, i) => i % 5 === 0).slice(0, 250);
  const feedback: FeedbackEntry[] = Array.from({ length: FEEDBACK_WINDOW }, (_, i) => {
    const d = texts[i % texts.length];
    const target = docs[(i * 7919) % docs.length];
    return {
      queryText: `${d.title}\n${d.description}`,
      framework: target.framework,
      controlId: target.controlId,
      decision: i % 3 === 0 ? "rejected" : "accepted",
    };
  });
  const withFeedback = sets[0].queries.concat(sets[2].queries).map((q) => {
    const t = performance.now();
    product.suggest({ title: q.title, description: q.description, framework: "iso27001" }, feedback);
    return performance.now() - t;
  });
  console.log(
    `\nthe product's model (every row) with ${FEEDBACK_WINDOW} feedback decisions: median ${percentile(withFeedback, 0.5).toFixed(2)} ms, ` +
      `p95 ${percentile(withFeedback, 0.95).toFixed(2)} ms per suggestion (${withFeedback.length} queries)`,
  );
  console.log("\ntargets: recall@5 ≥ 0.90 (CSF 2.0), ≥ 0.85 (SP 800-53), a suggestion under 20 ms");

  if (args.includes("--misses")) {
    sets.forEach((s, i) => {
      console.log(`\nmisses (held out, first deal), ${s.label}:`);
      for (const o of learned[i][0]) {
        if (o.rank >= 0 && o.rank < 5) continue;
        console.log(`  #${o.rank} ${o.query.id}: ${o.query.title.slice(0, 60)} [${[...o.query.targets].join(" ")}] → ${o.top.join(" | ")}`);
      }
    });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
