/**
 * OSCAL catalog import through the real route handler (`POST /api/v1/custom-frameworks/import`, format `oscal`:
 * JSON body parse, NIST schema validation, conversion, batched insert, the framework answered) on
 * embedded PGlite, as `npm start` runs without DATABASE_URL. Two catalogs: NIST's SP 800-53 LOW baseline (2.6 MB,
 * 149 controls) and a synthetic full-size SP 800-53 of 1,189 controls (the built-in 1,007 live ones, each given
 * parameters, statement items, guidance and SP 800-53A objectives and methods, plus 182 withdrawn ones), about
 * the size of NIST's full catalog. Also times the pure steps. Target: each import under 2 s.
 *   npx tsx bench/oscal-import.ts [--iterations 5]
 */
import "../scripts/allow-server-modules.mjs";
import { readFileSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const iterations = Number(args[args.indexOf("--iterations") + 1] || 0) || 5;

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.LOG_LEVEL ??= "silent";
process.env.RATE_LIMIT_PER_MINUTE = "100000000";
delete process.env.STRIPE_SECRET_KEY; // billing off: every account may use custom frameworks

type Json = Record<string, unknown>;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A control of the built-in catalog made as large as NIST's full catalog's: parameters, items, guidance, 800-53A parts. */
function fullSize(control: Json): Json {
  const id = control.id as string;
  const params = [1, 2, 3].map((n) => ({
    id: `${id}_odp.0${n}`,
    props: [{ name: "label", value: `${id.toUpperCase()}_ODP[0${n}]`, class: "sp800-53a" }],
    label: ["personnel or roles", "frequency", "events"][n - 1],
    guidelines: [{ prose: `the ${["personnel or roles", "frequency", "events"][n - 1]} for ${id} are defined;` }],
  }));
  const items = ["a", "b", "c", "d"].map((l, i) => ({
    id: `${id}_smt.${l}`,
    name: "item",
    props: [{ name: "label", value: `${l}.` }],
    prose: `Ensure the organization addresses requirement ${l} of this control${
      i < 3 ? ` with {{ insert: param, ${id}_odp.0${i + 1} ` + `}}` : ""
    }, documents the outcome, and reviews it at the defined frequency;`,
  }));
  const objectives = Array.from({ length: 6 }, (_, n) => ({
    id: `${id}_obj.${n + 1}`,
    name: "assessment-objective",
    props: [{ name: "label", value: `${id.toUpperCase()}[0${n + 1}]`, class: "sp800-53a" }],
    prose: `requirement ${n + 1} of the control is implemented as the organization defined it and is reviewed;`,
    links: [{ href: `#${id}_smt`, rel: "assessment-for" }],
  }));
  const methods = ["EXAMINE", "INTERVIEW", "TEST"].map((m) => ({
    id: `${id}_asm-${m.toLowerCase()}`,
    name: "assessment-method",
    props: [{ name: "method", ns: "http://csrc.nist.gov/ns/rmf", value: m }],
    parts: [
      {
        name: "assessment-objects",
        prose:
          "Policy and procedures\n\nsystem security plan\n\nsystem configuration settings and associated documentation\n\nother relevant documents or records",
      },
    ],
  }));
  const parts = control.parts as Json[] | undefined;
  return {
    ...control,
    params,
    parts: [
      { id: `${id}_smt`, name: "statement", parts: items },
      { id: `${id}_gdn`, name: "guidance", prose: `${String(parts?.[0]?.prose ?? "")} `.repeat(3).trim() },
      { id: `${id}_obj`, name: "assessment-objective", parts: objectives },
      ...methods,
    ],
    links: [
      { href: "#ac-1", rel: "related" },
      { href: "#au-2", rel: "related" },
    ],
    ...(control.controls ? { controls: (control.controls as Json[]).map(fullSize) } : {}),
  };
}

async function main() {
  const { startEmbeddedDatabase } = await import("@/lib/db/embedded");
  const embedded = await startEmbeddedDatabase(undefined);
  process.env.DATABASE_URL = embedded.url;
  process.env.DB_POOL_MAX = "1";
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { closeDb } = await import("@/lib/db/client");
  const { POST: register } = await import("@/app/api/v1/auth/register/route");
  const { POST: importFw } = await import("@/app/api/v1/custom-frameworks/import/route");
  const { builtinOscalCatalog } = await import("@/lib/frameworks/internal/oscal-catalog");
  const { validateOscal } = await import("@/lib/oscal/validate");
  const { catalogToFramework } = await import("@/lib/oscal/catalog-to-framework");

  const send = async (
    handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
    url: string,
    body: string,
    token?: string,
  ) => {
    const res = await handler(
      new Request(`http://localhost:3000${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      }),
      { params: Promise.resolve({}) },
    );
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${url}: ${res.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as { data: Json };
  };

  try {
    await prepareDatabase();
    const registered = await send(
      register,
      "/api/v1/auth/register",
      JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: "bench-password-123", name: "Bench", company: "Bench" }),
    );
    const token = registered.data.accessToken as string;

    const low = JSON.parse(
      readFileSync(path.resolve("tests/fixtures/oscal/content/NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json"), "utf8"),
    ) as { catalog: Json };
    const builtin = structuredClone(builtinOscalCatalog("nist-800-53")!) as unknown as { catalog: Json };
    const groups = builtin.catalog.groups as Json[];
    groups.forEach((g) => (g.controls = (g.controls as Json[]).map(fullSize)));
    for (let n = 0; n < 182; n++) {
      const group = groups[n % groups.length];
      (group.controls as Json[]).push({
        id: `${group.id}-w${n}`,
        class: "SP800-53",
        title: "Withdrawn",
        props: [{ name: "status", value: "withdrawn" }],
        links: [{ href: "#ac-2", rel: "incorporated-into" }],
      });
    }
    const full = { catalog: { ...builtin.catalog, metadata: { ...(builtin.catalog.metadata as Json), title: "SP 800-53 Rev. 5, full size (synthetic)" } } };

    const rows: string[] = [];
    for (const [name, doc, n] of [
      ["SP 800-53 LOW baseline (NIST)", low, 149],
      ["SP 800-53 full size (synthetic)", full, 1189],
    ] as const) {
      const body = JSON.stringify({ format: "oscal", data: doc });
      const validation: number[] = [];
      const conversion: number[] = [];
      const route: number[] = [];
      let imported = 0;
      for (let i = 0; i <= iterations; i++) {
        let t = performance.now();
        validateOscal("catalog", doc, "data");
        const v = performance.now() - t;
        t = performance.now();
        catalogToFramework(doc.catalog as never, { base: "data.catalog", limits: { name: 200, label: 100, title: 500, text: 10_000, category: 200 } });
        const c = performance.now() - t;
        t = performance.now();
        const res = await send(importFw, "/api/v1/custom-frameworks/import", body, token);
        const r = performance.now() - t;
        imported = (res.data.controls as unknown[]).length;
        if (i === 0) continue; // warm-up: JIT, the schema compiled once per process
        validation.push(v);
        conversion.push(c);
        route.push(r);
      }
      rows.push(
        `${name.padEnd(34)} ${(body.length / 1024 / 1024).toFixed(1).padStart(5)} MB ${String(n).padStart(5)} → ` +
          `${String(imported).padStart(5)} ${median(validation).toFixed(0).padStart(7)} ${median(conversion).toFixed(0).padStart(7)} ` +
          `${median(route).toFixed(0).padStart(7)}`,
      );
    }
    console.log(`\nOSCAL import on embedded PGlite, median of ${iterations} (ms), ${new Date().toISOString()}\n`);
    console.log(
      `${"catalog".padEnd(34)} ${"body".padStart(8)} ${"controls → imported".padStart(19)} ${"schema".padStart(7)} ${"convert".padStart(7)} ` +
        `${"route".padStart(7)}`,
    );
    for (const row of rows) console.log(row);
    console.log("\n`body`: the request as compact JSON (NIST's LOW file is 2.6 MB indented). `route`: the whole request (body parse,");
    console.log("schema validation, conversion, insert, answer); `schema` and `convert` alone beside it. Target < 2,000 ms.");
  } finally {
    await closeDb();
    await embedded.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
