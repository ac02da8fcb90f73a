import { describe, expect, it } from "vitest";
import { analyzeDocument, UnknownRequirementsError } from "@/lib/documents/internal/analyze";
import { splitChunks, stripNumbering } from "@/lib/documents/internal/markdown-structure";

/** A hand-written privacy notice using different headings and wording from the template. */
const handWritten =
  `Acme Privacy Notice

About us
========

Acme GmbH is the data controller. Contact: privacy@acme.example, Hauptstr. 1, Berlin.

**Information we collect**

Name, e-mail and usage information.

### A. Why we use your data: lawful basis

We rely on Article 6 GDPR: contract, legal obligation, legitimate interests (fraud prevention) and consent, for each purpose listed.

### B. Sharing

We disclose data to service providers acting as processors (hosting, e-mail) and other recipients bound by contract.

### C. Transfers outside the EEA

Where data goes to third countries we use the Standard Contractual Clauses as a safeguard.

### D. Retention

We retain account data for 24 months after closure.

### E. Your rights

You may request access, correction, erasure, restriction, data portability and object to processing. You can withdraw consent at any time; ` +
  `this does not affect the lawfulness of earlier processing.

### F. Must you provide data?

Providing data is a contractual requirement; without it we cannot open an account.

### G. Profiling

We do not use automated decision-making or profiling.

### H. Data security

We encrypt data and restrict access.

### I. Complaints

You can complain to a supervisory authority.
`;

describe("document analysis", () => {
  it("recognises sections by varied headings (setext, bold lines, lettered) and disclosures by substance", () => {
    const report = analyzeDocument(handWritten, "gdpr", "privacy-policy");
    expect(report.missingSections).toEqual([]);
    expect(report.missingDisclosures).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.presentSections.find((s) => s.id === "controller-identity")!.heading).toBe("About us");
  });

  it("infers the category when none is given", () => {
    expect(analyzeDocument(handWritten, "gdpr").category).toBe("privacy-policy");
  });

  it("names missing sections and disclosures with their references, and scores the rest", () => {
    const partial = handWritten.replace(/### I\. Complaints[\s\S]*$/, "").replace(/You may request access[^\n]*\n/, "You may ask us questions.\n");
    const report = analyzeDocument(partial, "gdpr", "privacy-policy");
    expect(report.valid).toBe(false);
    expect(report.missingSections).toEqual([{ id: "complaints", title: "Right to lodge a complaint", reference: "GDPR Art. 13(2)(d)" }]);
    const missing = report.missingDisclosures.map((d) => d.id);
    expect(missing).toContain("complaint-right");
    expect(missing).toContain("data-subject-rights");
    expect(missing).toContain("withdraw-consent");
    expect(report.missingDisclosures.find((d) => d.id === "complaint-right")!.reference).toBe("GDPR Art. 13(2)(d)");
    expect(report.score).toBeGreaterThan(50);
    expect(report.score).toBeLessThan(100);
  });

  it("requires a disclosure's terms within one section, not scattered over the document", () => {
    const scattered = "# Plan\n\n## Scope\n\nWe notify people.\n\n## Other\n\nThis happens without undue delay after a breach.\n";
    const together = "# Plan\n\n## Scope\n\nWe notify the controller without undue delay after a breach.\n";
    const d = (c: string) => analyzeDocument(c, "gdpr", "dpa").missingDisclosures.map((x) => x.id);
    expect(d(scattered)).toContain("breach-notification");
    expect(d(together)).not.toContain("breach-notification");
  });

  it("gives a near-empty document a low score", () => {
    const r = analyzeDocument("Just some text.", "soc2", "incident-response");
    expect(r.valid).toBe(false);
    expect(r.score).toBe(0);
    expect(r.presentSections).toEqual([]);
  });

  it("rejects unknown categories and frameworks", () => {
    expect(() => analyzeDocument("x", "soc2", "cookie-policy")).toThrow(UnknownRequirementsError);
    expect(() => analyzeDocument("x", "nope")).toThrow(UnknownRequirementsError);
  });

  it("does not treat headings inside code blocks as sections", () => {
    const chunks = splitChunks("intro\n\n```\n# not a heading\n```\n\n## Real\n\nbody");
    expect(chunks.map((c) => c.heading)).toEqual([null, "Real"]);
  });

  it("strips numbering and markup from headings", () => {
    expect(stripNumbering("3.2 Scope")).toBe("Scope");
    expect(stripNumbering("12. Roles")).toBe("Roles");
    expect(stripNumbering("IV. Testing")).toBe("Testing");
    expect(stripNumbering("Section 4: Access Reviews")).toBe("Access Reviews");
    expect(stripNumbering("**Purpose**")).toBe("Purpose");
  });
});
