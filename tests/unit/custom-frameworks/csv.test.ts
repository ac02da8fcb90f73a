import { describe, expect, it } from "vitest";
import { controlsToCsv, CSV_COLUMNS, parseControlsCsv } from "@/lib/custom-frameworks/internal/csv";

const HEADER = CSV_COLUMNS.join(",");

function ok(text: string) {
  const r = parseControlsCsv(text);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.controls;
}
function issues(text: string) {
  const r = parseControlsCsv(text);
  if (r.ok) throw new Error("expected issues");
  return r.issues;
}

describe("parseControlsCsv", () => {
  it("reads the documented header (docs/api.md §9) and maps cells to control fields", () => {
    const [c] = ok(`${HEADER}\nAC-1,Access policy,Desc,Access,Policy doc,Policy approved,soc2:CC6.1;iso27001:A.5.15\n`);
    expect(c).toEqual({
      control_id_label: "AC-1",
      title: "Access policy",
      description: "Desc",
      category: "Access",
      evidence_requirements: "Policy doc",
      test_criteria: "Policy approved",
      standard_mappings: [
        { framework: "soc2", controlId: "CC6.1" },
        { framework: "iso27001", controlId: "A.5.15" },
      ],
    });
  });

  it("keeps commas, doubled quotes and newlines inside quoted fields", () => {
    const csv = `${HEADER}\r\n"X-1","Title, with comma","He said ""hi""\nsecond line",,,,\r\n`;
    const [c] = ok(csv);
    expect(c.title).toBe("Title, with comma");
    expect(c.description).toBe('He said "hi"\nsecond line');
    expect(c.category).toBeNull();
    expect(c.standard_mappings).toEqual([]);
  });

  it("accepts a BOM, CR line ends, blank lines, and columns in another order", () => {
    const csv = `\uFEFFtitle,control_id_label\r\rFirst,A\r\rSecond,B\r`;
    const controls = ok(csv);
    expect(controls.map((c) => c.control_id_label)).toEqual(["A", "B"]);
    expect(controls[0].title).toBe("First");
  });

  it("accepts control ids containing colons' neighbours like GDPR articles and 800-53 enhancements", () => {
    const [c] = ok(`${HEADER}\nP-1,Privacy,,,,,gdpr:Art. 32; nist-800-53:AC-2(1)\n`);
    expect(c.standard_mappings).toEqual([
      { framework: "gdpr", controlId: "Art. 32" },
      { framework: "nist-800-53", controlId: "AC-2(1)" },
    ]);
  });

  it("names row and column of every problem, all at once", () => {
    const csv = [HEADER, "A,,,,,,", ",Title,,,,,", "A,Dup,,,,,", "B,Bad map,,,,,soc2:NOPE;nonsense;fake:1"].join("\n");
    const list = issues(csv);
    const at = list.map((i) => `${i.row}:${i.column}`);
    expect(at).toContain("2:title");
    expect(at).toContain("3:control_id_label");
    expect(at).toContain("4:control_id_label");
    expect(list.filter((i) => i.row === 5 && i.column === "standard_mappings")).toHaveLength(3);
    for (const i of list) expect(i.message).toMatch(new RegExp(`^row ${i.row}`));
  });

  it("counts rows as a spreadsheet shows them when quoted fields span lines", () => {
    const csv = `${HEADER}\nA,"multi\nline\ntitle",,,,,\nB,,,,,,\n`;
    const [problem] = issues(csv);
    expect(problem.row).toBe(3);
    expect(problem.column).toBe("title");
  });

  it("reports an unclosed quote with its row", () => {
    const [problem] = issues(`${HEADER}\nA,ok,,,,,\nB,"never closed,,,,,\n`);
    expect(problem.row).toBe(3);
    expect(problem.message).toMatch(/never closed/);
  });

  it("rejects unknown or missing header columns and too many fields", () => {
    expect(issues("control_id_label,titel\nA,B").map((i) => i.column)).toEqual(["titel", "title"]);
    const [extra] = issues(`control_id_label,title\nA,B,C`);
    expect(extra.row).toBe(2);
    expect(extra.message).toMatch(/3 fields/);
  });

  it("rejects an empty file and a header without rows", () => {
    expect(issues("")[0].row).toBe(1);
    expect(issues(HEADER)[0].row).toBe(2);
  });

  it("parses a few thousand controls", () => {
    const lines = [HEADER];
    for (let i = 0; i < 3000; i++) lines.push(`C-${i},"Control ${i}, quoted","Line one\nline two",Cat,,,soc2:CC6.1`);
    const controls = ok(lines.join("\n"));
    expect(controls).toHaveLength(3000);
    expect(controls[2999].control_id_label).toBe("C-2999");
  });

  it("writes CSV that parses back to the same controls", () => {
    const controls = ok(`${HEADER}\nA,"Comma, ""quote""","multi\nline",Cat,Ev,Test,soc2:CC6.1;gdpr:Art. 32\nB,Plain,,,,,\n`);
    expect(ok(controlsToCsv(controls))).toEqual(controls);
  });
});

describe("CSV round trip (property)", () => {
  it("parses back whatever controlsToCsv writes: commas, quotes, CR/LF, unicode", async () => {
    const fc = await import("fast-check");
    const text = fc.string({ unit: fc.constantFrom("a", "Z", "1", " ", ",", '"', "\n", "\r\n", ";", ":", "é", "—", "'"), maxLength: 40 }).map((s) => s.trim());
    const nonEmpty = text.filter((s) => s.length > 0);
    const control = fc.record({
      title: nonEmpty,
      description: text.map((s) => s || null),
      category: text.map((s) => s || null),
      evidence_requirements: text.map((s) => s || null),
      test_criteria: text.map((s) => s || null),
      mapped: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(control, { minLength: 1, maxLength: 8 }), (rows) => {
        const controls = rows.map(({ mapped, ...c }, i) => ({
          control_id_label: `C-${i}`,
          ...c,
          standard_mappings: mapped ? [{ framework: "gdpr", controlId: "Art. 32" }] : [],
        }));
        const parsed = parseControlsCsv(controlsToCsv(controls));
        expect(parsed).toEqual({ ok: true, controls });
      }),
      { numRuns: 200 },
    );
  });
});
