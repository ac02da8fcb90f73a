import { describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/api/v1/documents/generate/bulk/route";
import { POST as generate } from "@/app/api/v1/documents/generate/route";
import { POST as validate } from "@/app/api/v1/documents/validate/route";
import { createAccount } from "../../helpers/accounts";
import { consoleSessionCookie } from "../../helpers/console-cookie";
import { call } from "../../helpers/http";
import { variablesOf } from "./helpers";

/** The console's forms call these routes with the signed-in user's session cookie, from our own origin. */
async function consoleHeaders(userId: string, accountId: string) {
  return { cookie: await consoleSessionCookie(userId, accountId), origin: "http://localhost:3000", "sec-fetch-site": "same-origin" };
}

describe("document writes from the console session", () => {
  it("generates, bulk-generates and validates for the session's account", async () => {
    const account = await createAccount();
    const headers = await consoleHeaders(account.userId, account.accountId);
    const one = await call(generate, {
      path: "/api/v1/documents/generate",
      headers,
      body: { templateId: "cookie-policy", variables: variablesOf("cookie-policy") },
    });
    expect(one.status).toBe(201);
    expect(one.body.data.templateId).toBe("cookie-policy");
    const set = await call(bulk, {
      path: "/api/v1/documents/generate/bulk",
      headers,
      body: { templateIds: ["cookie-policy"], variables: variablesOf("cookie-policy") },
    });
    expect(set.status).toBe(201);
    expect(set.body.data.documents).toHaveLength(1);
    const checked = await call(validate, { path: "/api/v1/documents/validate", headers, body: { documentId: one.body.data.id, frameworkId: "gdpr" } });
    expect(checked.status).toBe(200);
    expect(checked.body.data.category).toBe("cookie-policy");
  });

  it("names every invalid field as the API does", async () => {
    const account = await createAccount();
    const headers = await consoleHeaders(account.userId, account.accountId);
    const res = await call(generate, { path: "/api/v1/documents/generate", headers, body: { templateId: "cookie-policy", variables: {} } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.details.every((d: { path: string }) => d.path.startsWith("variables."))).toBe(true);
  });

  it("refuses the session cookie from another site", async () => {
    const account = await createAccount();
    const headers = { ...(await consoleHeaders(account.userId, account.accountId)), origin: "https://evil.example" };
    const res = await call(generate, {
      path: "/api/v1/documents/generate",
      headers,
      body: { templateId: "cookie-policy", variables: variablesOf("cookie-policy") },
    });
    expect(res.status).toBe(403);
  });
});
