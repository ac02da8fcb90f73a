import { describe, expect, it } from "vitest";
import { frameworkName, mappingLabel } from "@/lib/format/mapping-label";

const frameworks = [
  { id: "iso27001", name: "ISO/IEC 27001:2022" },
  { id: "soc2", name: "SOC 2 (Trust Services Criteria)" },
];

describe("mappingLabel", () => {
  it("names the framework and keeps the control id", () => {
    expect(mappingLabel(frameworks, { framework: "iso27001", controlId: "A.8.7" })).toBe("ISO/IEC 27001:2022 · A.8.7");
  });

  it("falls back to the stored id for a framework it does not know", () => {
    expect(frameworkName(frameworks, "retired")).toBe("retired");
    expect(mappingLabel(frameworks, { framework: "retired", controlId: "X.1" })).toBe("retired · X.1");
  });
});
