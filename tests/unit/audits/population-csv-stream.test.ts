/**
 * A population CSV is read as a stream (lib/audits/populations/internal/parse-rows.ts): a file past the row limit is
 * refused without reading the rest, and a large valid file is parsed in pieces, the event loop serving other work
 * between them, where one synchronous parse of 1,000,000 rows held the server for seconds.
 */
import { parse as parseSync } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { parseCsvRows } from "@/lib/audits/populations/internal/parse-rows";
import { MAX_POPULATION_ROWS } from "@/lib/audits/populations/schemas";
import { worstLag } from "../../helpers/event-loop-lag";

const HEADER = "id,date,email,notes\n";
const row = (i: number) => `K${i},2026-${String((i % 12) + 1).padStart(2, "0")}-15,o${i % 50}@example.com,note ${i}\n`;

/** A CSV of `rows` rows, generated in pieces of about 64 KB, counting the characters handed to the parser. */
function generated(rows: number) {
  const counter = { consumed: 0, finished: false };
  async function* source(): AsyncGenerator<string> {
    let piece = HEADER;
    for (let i = 1; i <= rows; i++) {
      piece += row(i);
      if (piece.length >= 64 * 1024) {
        counter.consumed += piece.length;
        yield piece;
        piece = "";
      }
    }
    counter.consumed += piece.length;
    yield piece;
    counter.finished = true;
  }
  return { source: source(), counter };
}

describe("population CSV, streamed", () => {
  it("refuses a file past the row limit without reading the rest of it", { timeout: 60_000 }, async () => {
    const { source, counter } = generated(1_000_000);
    const parsed = await parseCsvRows(source, undefined);
    expect(parsed.errors).toEqual([{ line: null, row: null, column: null, message: `more than ${MAX_POPULATION_ROWS} rows; split the population` }]);
    expect(parsed.rows).toEqual([]);
    const upToLimit = HEADER.length + Array.from({ length: MAX_POPULATION_ROWS + 1 }, (_, i) => row(i + 1).length).reduce((a, b) => a + b, 0);
    // Beyond the limit, only what the streams buffer ahead of the parser: a few pieces, never the other 900,000 rows.
    expect(counter.consumed).toBeLessThan(upToLimit + 512 * 1024);
    expect(counter.finished).toBe(false);
  });

  it("stops at the first row past the limit: exactly the limit is taken", { timeout: 60_000 }, async () => {
    const { source } = generated(MAX_POPULATION_ROWS);
    const parsed = await parseCsvRows(source, undefined);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toHaveLength(MAX_POPULATION_ROWS);
  });

  it("keeps the event loop responsive while a large valid file is parsed", { timeout: 60_000 }, async () => {
    const text = HEADER + Array.from({ length: MAX_POPULATION_ROWS }, (_, i) => row(i + 1)).join("");
    const mapping = { key: "id", occurred_at: "date", owner_email: "email" };
    await parseCsvRows(text.slice(0, 200_000).replace(/\n[^\n]*$/, "\n"), mapping);
    // What one synchronous parse of the whole file (the old way) holds the loop for, on this machine now.
    const t0 = performance.now();
    parseSync(text, { relax_column_count: true });
    const syncMs = performance.now() - t0;
    const { result, lagMs: worst } = await worstLag(() => parseCsvRows(text, mapping), { intervalMs: 5, settleMs: 20 });
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(MAX_POPULATION_ROWS);
    expect(result.rows[41_999]).toEqual({
      key: "K42000",
      occurred_at: "2026-01-15T00:00:00.000Z",
      owner_email: "o0@example.com",
      data: { notes: "note 42000" },
    });
    expect(worst, `worst timer lag ${Math.round(worst)} ms; one synchronous parse ${Math.round(syncMs)} ms`).toBeLessThan(Math.max(50, syncMs / 4));
  });

  it("reads text cut into pieces whole: a character of two UTF-16 halves at a piece's edge, quoted line breaks", async () => {
    // Rows of 100 characters, then one whose emoji straddles the 16 KiB edge between two pieces.
    const filler = Array.from({ length: 163 }, (_, i) => `F${String(i).padStart(3, "0")},2026-01-15,,${"f".repeat(100 - 20)}\n`).join("");
    const before = HEADER + filler;
    const lead = `K1,2026-01-15,,`;
    const pad = "p".repeat(16 * 1024 - before.length - lead.length - 1);
    const text = `${before}${lead}${pad}😀\nK2,2026-01-16,,"two\nlines"\n`;
    expect(text.charCodeAt(16 * 1024 - 1)).toBe(0xd83d);
    const parsed = await parseCsvRows(text, { key: "id", occurred_at: "date" });
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.slice(-2).map((r) => r.data.notes)).toEqual([`${pad}😀`, "two\nlines"]);
    expect(parsed.lines.slice(-2)).toEqual([165, 166]);
  });

  it("places an unreadable line as before: an unclosed quote names its line", async () => {
    const parsed = await parseCsvRows(`${HEADER}K1,2026-01-15,,ok\n\nK2,2026-01-16,,"never closed\n`, undefined);
    expect(parsed.errors).toEqual([{ line: 4, row: null, column: null, message: "a quoted field is never closed" }]);
  });
});
