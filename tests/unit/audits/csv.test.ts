import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { safeCell, toCsv } from "@/lib/audits/internal/csv";

describe("audit CSV cells", () => {
  it("quotes cells a spreadsheet would run as formulas and leaves the rest alone", () => {
    for (const bad of ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1"]) expect(safeCell(bad)).toBe(`'${bad}`);
    for (const fine of ["CC6.1", "Needs evidence", "a=b", "", "1-2"]) expect(safeCell(fine)).toBe(fine);
    expect(safeCell(null)).toBe("");
    expect(safeCell(3)).toBe("3");
  });

  it("writes a header row and quotes commas, quotes and newlines so the file parses back", () => {
    const text = toCsv(
      ["Control", "Notes"],
      [
        ["CC6.1", 'said "no", then\nyes'],
        ["=x", null],
      ],
    );
    expect(text.startsWith("Control,Notes\r\n")).toBe(true);
    expect(parse(text)).toEqual([
      ["Control", "Notes"],
      ["CC6.1", 'said "no", then\nyes'],
      ["'=x", ""],
    ]);
  });
});
