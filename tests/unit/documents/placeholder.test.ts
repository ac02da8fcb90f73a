import { describe, expect, it } from "vitest";
import { renderTemplate } from "@/lib/documents/internal/render";
import type { DocumentTemplate } from "@/lib/documents/internal/types";

const template: DocumentTemplate = {
  id: "t",
  name: "Test Policy",
  category: "test",
  description: "",
  frameworks: [],
  keywords: [],
  version: "1.0.0",
  fields: [
    { name: "companyName", label: "Company name", type: "string", required: true, description: "", example: "Northwind Analytics Ltd" },
    {
      name: "securityEmail",
      label: "Security contact e-mail",
      type: "email",
      required: false,
      description: "",
      example: "security@northwind-analytics.example",
    },
    { name: "tools", label: "Tools", type: "string[]", required: false, description: "", example: ["Slack"] },
  ],
  intro: "Report to {{securityEmail}}. Tools: {{tools}}.",
  sections: [],
};

describe("a variable without a value", () => {
  it("renders as its bracketed label, never as the example", () => {
    const { content } = renderTemplate(template, { companyName: "Acme" });
    expect(content).toContain("Report to \\[Security contact e-mail\\]. Tools: \\[Tools\\].");
    expect(content).not.toMatch(/northwind|Slack/i);
  });

  it("renders given values as before", () => {
    const { content } = renderTemplate(template, { companyName: "Acme", securityEmail: "sec@acme.example", tools: ["Slack", "Zoom"] });
    expect(content).toContain("Report to <sec@acme.example>. Tools: Slack and Zoom.");
  });
});
