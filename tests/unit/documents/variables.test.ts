import { describe, expect, it } from "vitest";
import { getTemplate } from "@/lib/documents/internal/templates";
import { validateVariables } from "@/lib/documents/internal/variables";
import { variablesFor } from "./fixtures";

const dpa = getTemplate("data-processing-agreement")!;

describe("variable validation", () => {
  it("names every missing and mistyped field at once", () => {
    const result = validateVariables(dpa.fields, {
      companyName: "  ",
      securityEmail: "not-an-email",
      dataSubjects: "Employees",
      dataCategories: ["ok", 5, ""],
      effectiveDate: "2026-02-30",
      dataTypes: ["health_data", "genetic"],
      governingLaw: 12,
      companyNmae: "typo",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.problems.map((p) => p.path).sort();
    expect(paths).toEqual(
      [
        "variables.companyName",
        "variables.companyAddress",
        "variables.companyNmae",
        "variables.dataCategories.1",
        "variables.dataCategories.2",
        "variables.dataSubjects",
        "variables.dataTypes.1",
        "variables.effectiveDate",
        "variables.governingLaw",
        "variables.processingNature",
        "variables.securityEmail",
        "variables.subprocessors",
        "variables.supervisoryAuthority",
        "variables.transferMechanism",
      ].sort(),
    );
    expect(result.problems.find((p) => p.path === "variables.companyName")!.message).toMatch(/required/);
    expect(result.problems.find((p) => p.path === "variables.dataSubjects")!.message).toMatch(/list of strings/);
    expect(result.problems.find((p) => p.path === "variables.effectiveDate")!.message).toMatch(/YYYY-MM-DD/);
    expect(result.problems.find((p) => p.path === "variables.dataTypes.1")!.message).toMatch(/health_data/);
    expect(result.problems.find((p) => p.path === "variables.companyNmae")!.message).toMatch(/not a variable/);
  });

  it("trims, drops blank optional values, dedupes lists and normalises URLs", () => {
    const t = getTemplate("privacy-policy")!;
    const result = validateVariables(t.fields, {
      ...variablesFor(t),
      companyName: "  Acme Ltd ",
      dpoEmail: "",
      regions: ["eea", "eea"],
      website: "https://Example.COM/a b",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.companyName).toBe("Acme Ltd");
    expect(result.values.dpoEmail).toBeUndefined();
    expect(result.values.regions).toEqual(["eea"]);
    expect(result.values.website).toBe("https://example.com/a%20b");
  });

  it("rejects non-http URLs, URLs with credentials, and non-objects", () => {
    const t = getTemplate("privacy-policy")!;
    for (const website of ["javascript:alert(1)", "ftp://x.example", "https://user:pw@x.example", "not a url"]) {
      const r = validateVariables(t.fields, { ...variablesFor(t), website });
      expect(r.ok, website).toBe(false);
    }
    expect(validateVariables(t.fields, [] as unknown)).toEqual({ ok: false, problems: [{ path: "variables", message: "variables must be an object" }] });
  });

  it("accepts names shared with other templates when told to", () => {
    const r = validateVariables(dpa.fields, { ...variablesFor(dpa), identityProvider: "Okta" }, { alsoAllowed: new Set(["identityProvider"]) });
    expect(r.ok).toBe(true);
  });
});
