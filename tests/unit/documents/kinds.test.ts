import { describe, expect, it } from "vitest";
import { documentKindOfTemplate } from "@/lib/documents/internal/kind-of-template";
import { DOCUMENT_KINDS } from "@/lib/documents/internal/kinds";
import { templates } from "@/lib/documents/internal/templates";

describe("document kinds", () => {
  it("has a template for every kind, so no rule of monitoring names a kind nothing produces", () => {
    expect([...new Set(templates.map((t) => t.kind))].sort()).toEqual([...DOCUMENT_KINDS].sort());
  });

  it("answers a generated document's kind from its template, and none for an unknown template", () => {
    expect(documentKindOfTemplate("incident-response-plan")).toBe("incident_response_plan");
    expect(documentKindOfTemplate("data-processing-agreement")).toBe("data_processing_agreement");
    expect(documentKindOfTemplate("no-such-template")).toBeUndefined();
  });
});
