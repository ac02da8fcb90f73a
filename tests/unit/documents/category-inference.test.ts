import { describe, expect, it } from "vitest";
import { analyzeDocument } from "@/lib/documents/internal/analyze";

/** The draft from the issue: titled an incident response plan, with only a few of its sections yet. */
const draftIncidentPlan = `# Incident Response Plan

## Purpose

This plan sets out how Acme handles security incidents.

## Detection

We detect automatically: our monitoring raises alerts to the on-call engineer, who opens an incident ticket.

## Review

The security lead reviews this plan every year.
`;

describe("category inference from the document's own title", () => {
  it("classifies a draft titled Incident Response Plan as incident response, though a retention policy's shorter list scores higher", () => {
    expect(analyzeDocument(draftIncidentPlan, "soc2", "data-retention").score).toBe(20);
    const report = analyzeDocument(draftIncidentPlan, "soc2");
    expect(report.category).toBe("incident-response");
    expect(report.score).toBe(analyzeDocument(draftIncidentPlan, "soc2", "incident-response").score);
    expect(report.presentSections.map((s) => s.id)).toEqual(["purpose-scope", "detection-reporting"]);
    for (const fw of ["iso27001", "hipaa", "nist-csf-2", "nist-800-53", "pci-dss-4"]) {
      expect(analyzeDocument(draftIncidentPlan, fw).category).toBe("incident-response");
    }
  });

  it.each([
    ["a plain first line", "Incident Response Plan\n\nWe detect automatically.\n", "soc2", "incident-response"],
    ["a numbered setext title", "1. Business Continuity Plan\n===\n\nWe restore from backups.\n", "iso27001", "business-continuity"],
    ["a retention policy", "# Records Retention Policy\n\n## Purpose\n\nWe keep records.\n", "soc2", "data-retention"],
    ["a DPA", "# Data Processing Addendum\n\nThe processor acts on instructions.\n", "gdpr", "dpa"],
    ["a breach procedure", "# Personal Data Breach Procedure\n\n## Scope\n\nAll staff.\n", "gdpr", "breach-notification"],
    ["a vendor policy", "# Third-Party Risk Management Policy\n\n## Purpose\n\nSuppliers.\n", "soc2", "vendor-management"],
    ["a security policy that mentions incidents", "# Information Security Policy\n\n## Incident management\n\nWe respond.\n", "soc2", "information-security"],
    [
      "an incident plan under an information security heading",
      "# Information Security Incident Response Plan\n\n## Roles\n\nThe team.\n",
      "soc2",
      "incident-response",
    ],
  ])("follows the title of %s", (_name, content, fw, category) => {
    expect(analyzeDocument(content, fw).category).toBe(category);
  });

  it("chooses by score among the categories a title names together", () => {
    const doc =
      "# Incident Response and Breach Notification\n\n## Internal reporting\n\nTell the DPO.\n\n## Risk assessment\n\nAssess.\n\n## " +
      "Affected individuals\n\nNotify them.\n";
    expect(analyzeDocument(doc, "soc2").category).toBe("breach-notification");
    expect(analyzeDocument(doc.replace(/## Risk[\s\S]*$/, "## Containment\n\nIsolate hosts.\n\n## Lessons learned\n\nRoot cause.\n"), "soc2").category).toBe(
      "incident-response",
    );
  });

  it("falls back to the best score when the title names no category the framework has", () => {
    const untitled = "## Purpose\n\nHow long we keep records.\n\n## Retention schedule\n\nSeven years.\n\n## Secure disposal\n\nShredding.\n";
    expect(analyzeDocument(untitled, "soc2").category).toBe("data-retention");
    expect(analyzeDocument("# Notes\n\nJust some text.", "soc2").category).toBe("privacy-policy");
  });

  it("keeps an explicit category over the title", () => {
    expect(analyzeDocument(draftIncidentPlan, "soc2", "data-retention").category).toBe("data-retention");
  });
});
