import { describe, expect, it } from "vitest";
import { POST as validate } from "@/app/api/v1/documents/validate/route";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";

const draftIncidentPlan = `# Incident Response Plan

## Purpose

This plan sets out how Acme handles security incidents.

## Detection

We detect automatically: our monitoring raises alerts to the on-call engineer, who opens an incident ticket.

## Review

The security lead reviews this plan every year.
`;

describe("POST /api/v1/documents/validate infers the category from the document's title", () => {
  it("judges a pasted draft titled Incident Response Plan as an incident response plan", async () => {
    const key = await createApiKeyFor(await createAccount());
    const res = await call(validate, { path: "/api/v1/documents/validate", apiKey: key, body: { content: draftIncidentPlan, frameworkId: "soc2" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ valid: false, frameworkId: "soc2", category: "incident-response", score: 13 });
    expect(res.body.data.presentSections.map((s: { id: string }) => s.id)).toEqual(["purpose-scope", "detection-reporting"]);
    expect(res.body.data.missingSections.map((s: { id: string }) => s.id)).toContain("response-procedures");
  });

  it.each([
    ["# Access Control Policy\n\n## Purpose\n\nWho gets access.\n", "iso27001", "access-control"],
    ["# Acceptable Use Policy\n\n## Prohibited activities\n\nNo piracy.\n", "soc2", "acceptable-use"],
    ["# Cookie Policy\n\n## What are cookies\n\nSmall files.\n", "gdpr", "cookie-policy"],
  ])("classifies %j", async (content, frameworkId, category) => {
    const key = await createApiKeyFor(await createAccount());
    const res = await call(validate, { path: "/api/v1/documents/validate", apiKey: key, body: { content, frameworkId } });
    expect(res.status).toBe(200);
    expect(res.body.data.category).toBe(category);
  });
});
