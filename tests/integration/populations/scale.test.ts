import { describe, expect, it } from "vitest";
import { createPopulationRoute, previewPopulationRoute } from "@/lib/api/audits";
import { businessAccount, expectError } from "../audits/helpers";
import { auditFor2026, populationBody, routes } from "./helpers";

/** `n` rows of about 200 bytes each, as an HR export would be. */
function wideCsv(n: number): string {
  const filler = "x".repeat(150);
  const lines = ["id,date,email,notes"];
  for (let i = 1; i <= n; i++) lines.push(`K${i},2026-${String((i % 12) + 1).padStart(2, "0")}-15,o${i % 50}@example.com,"${filler}, ${i}"`);
  return `${lines.join("\n")}\n`;
}

describe("population size", () => {
  it("reads a CSV of about 20 MB through the route's body limit", () => {
    for (const spec of [createPopulationRoute, previewPopulationRoute]) expect(spec.bodyLimit).toBeGreaterThanOrEqual(24 * 1024 * 1024);
  });

  // Storing 100,000 rows is timed in bench/sampling.ts (seconds on PGlite): here only the limit, which refuses before writing.
  it("refuses a CSV of more than 100,000 rows, writing nothing", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const tooMany = await routes.create(account.token, audit.id, populationBody(wideCsv(100_001)));
    expectError(tooMany, 400, "validation_failed");
    expect(tooMany.body.error.message).toMatch(/100000 rows/);
    expect((await routes.list({ token: account.token }, audit.id)).body.data).toEqual([]);
  }, 120_000);
});
