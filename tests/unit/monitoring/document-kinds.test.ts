import { describe, expect, it } from "vitest";
import { getBuiltinFramework } from "@/lib/frameworks/internal/catalog";
import { evaluateFramework, type FrameworkToCheck } from "@/lib/monitoring/internal/evaluate-controls";
import { PRACTICE_KEYS } from "@/lib/monitoring/internal/practices";
import { businessProfileSchema } from "@/lib/monitoring/schemas";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const none = Object.fromEntries(PRACTICE_KEYS.map((k) => [k, false]));

function run(frameworkId: string, templateId: string) {
  const fw = getBuiltinFramework(frameworkId)!;
  const framework: FrameworkToCheck = { id: frameworkId, kind: "builtin", controls: fw.controls.map((c) => ({ controlId: c.controlId, title: c.title })) };
  const profile = businessProfileSchema.parse({ practices: none, dataTypes: ["personal_data"] });
  return evaluateFramework(framework, { profile, evidence: [], documents: [{ id: "d", title: "The document", templateId }], passThreshold: 80, now: NOW });
}

describe("generated documents count by their kind", () => {
  it("counts a document for the controls its template's kind puts in writing", () => {
    const out = run("nist-800-53", "incident-response-plan");
    expect(out.controls.find((c) => c.controlId === "IR-8")).toMatchObject({ status: "passed", reason: 'Met by the approved document "The document".' });
    expect(run("gdpr", "data-processing-agreement").controls.find((c) => c.controlId === "Art. 28")!.status).toBe("passed");
  });

  it("does not guess a kind from a name that only looks like one", () => {
    const out = run("nist-800-53", "incident-response");
    expect(out.controls.find((c) => c.controlId === "IR-8")!.status).toBe("failed");
    expect(out.score).toBe(0);
  });
});
