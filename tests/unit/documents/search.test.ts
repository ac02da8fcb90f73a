import { describe, expect, it } from "vitest";
import { searchTemplates } from "@/lib/documents/internal/search";
import { templates } from "@/lib/documents/internal/templates";

const natural: [string, string][] = [
  ["GDPR processor contract", "data-processing-agreement"],
  ["what to do when we get hacked", "incident-response-plan"],
  ["notify regulators of a data breach within 72 hours", "breach-notification-procedure"],
  ["password and MFA requirements", "access-control-policy"],
  ["how long do we keep customer data", "data-retention-policy"],
  ["third party supplier risk", "vendor-management-policy"],
  ["disaster recovery after a region outage", "business-continuity-plan"],
  ["rules for employees using company laptops", "acceptable-use-policy"],
  ["privacy notice for website visitors under CCPA", "privacy-policy"],
  ["ISMS information security objectives", "information-security-policy"],
  ["permission to use personal data signed by the person", "consent-form"],
  ["cookie banner and tracking pixels", "cookie-policy"],
  ["ransomware response playbook", "incident-response-plan"],
  ["sub-processors list article 28", "data-processing-agreement"],
  ["RTO RPO backups", "business-continuity-plan"],
  ["quarterly user access reviews", "access-control-policy"],
];

describe("template search", () => {
  it.each(natural)("%j ranks %s first", (query, expected) => {
    const { results, total } = searchTemplates({ query });
    expect(results[0]?.templateId).toBe(expected);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(results[0].snippet.length).toBeGreaterThan(20);
    expect(results[0].snippet.length).toBeLessThanOrEqual(221);
    for (let i = 1; i < results.length; i++) expect(results[i - 1].score).toBeGreaterThanOrEqual(results[i].score);
  });

  it("returns a snippet that contains the query's words", () => {
    const { results } = searchTemplates({ query: "HHS media 500" });
    expect(results[0].templateId).toBe("breach-notification-procedure");
    expect(results[0].snippet).toMatch(/HHS|media/);
  });

  it("filters by framework and category, with and without a query", () => {
    const pci = searchTemplates({ framework: "pci-dss-4" });
    expect(pci.total).toBe(templates.filter((t) => t.frameworks.includes("pci-dss-4")).length);
    expect(pci.results.every((r) => r.frameworks.includes("pci-dss-4") && r.score === 0)).toBe(true);
    const gdprBreach = searchTemplates({ query: "breach", framework: "gdpr" });
    expect(gdprBreach.results.every((r) => r.frameworks.includes("gdpr"))).toBe(true);
    expect(gdprBreach.results.map((r) => r.templateId)).not.toContain("incident-response-plan");
    const cat = searchTemplates({ query: "policy", category: "access-control" });
    expect(cat.results.map((r) => r.templateId)).toEqual(["access-control-policy"]);
    expect(searchTemplates({ category: "no-such-category" })).toEqual({ results: [], total: 0 });
  });

  it("honours limit while counting every match, and finds nothing for gibberish", () => {
    const all = searchTemplates({ query: "data" });
    const two = searchTemplates({ query: "data", limit: 2 });
    expect(two.results).toHaveLength(2);
    expect(two.total).toBe(all.total);
    expect(two.results.map((r) => r.templateId)).toEqual(all.results.slice(0, 2).map((r) => r.templateId));
    expect(searchTemplates({ query: "qwxzzv" })).toEqual({ results: [], total: 0 });
  });
});
