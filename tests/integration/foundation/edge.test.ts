import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { POST as unknownRoute } from "@/app/api/v1/[...path]/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";

describe("edge: health, OpenAPI, rate limits", () => {
  afterEach(() => {
    process.env.RATE_LIMIT_AUTH_PER_MINUTE = "100000";
    process.env.RATE_LIMIT_PER_MINUTE = "100000";
  });

  it("reports health with the database", async () => {
    const res = await call(health as never, { path: "/api/health" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", db: "ok", storage: "ok" });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers an unknown API path with the API's 404 envelope and the request id", async () => {
    const res = await call(unknownRoute, { method: "POST", path: "/api/v1/no-such-thing", headers: { "x-request-id": "req-42" }, body: {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: { code: "not_found", message: "No API route matches this path." } });
    expect(res.headers.get("x-request-id")).toBe("req-42");
  });

  it("documents every route handler in the app as OpenAPI 3.1", async () => {
    const res = await call(openapi, { path: "/api/v1/openapi.json" });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const documented = new Set<string>();
    for (const [p, ops] of Object.entries(res.body.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${p}`);
    }
    const missing: string[] = [];
    const root = path.resolve("app/api");
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === "route.ts") {
          const rel = path.relative(path.resolve("app"), dir).split(path.sep).join("/");
          // next-auth's and Inngest's own endpoints, and the envelope 404 of unknown API paths
          if (rel.startsWith("api/auth/") || rel === "api/inngest" || rel === "api/v1/[...path]") continue;
          const apiPath = "/" + rel.replace(/\[([^\]]+)\]/g, "{$1}");
          const source = fs.readFileSync(full, "utf8");
          for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
            if (new RegExp(`export (const|async function|function) ${method}\\b|export \\{[^}]*\\bas ${method}\\b`).test(source)) {
              if (!documented.has(`${method} ${apiPath}`)) missing.push(`${method} ${apiPath}`);
            }
          }
        }
      }
    };
    walk(root);
    expect(missing).toEqual([]);
    const register = res.body.paths["/api/v1/auth/register"].post;
    expect(register.requestBody.content["application/json"].schema.required).toEqual(expect.arrayContaining(["email", "password", "name", "company"]));
    expect(register.responses["201"]).toBeDefined();
  });

  it("limits token attempts per client address with 429 and Retry-After", async () => {
    process.env.RATE_LIMIT_AUTH_PER_MINUTE = "3";
    const headers = { "x-client-address": "203.0.113.7" };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(token, { path: "/api/v1/auth/token", headers, body: { email: "a@b.co", password: "nope-nope-nope" } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await call(token, { path: "/api/v1/auth/token", headers, body: { email: "a@b.co", password: "x" } });
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await call(token, {
      path: "/api/v1/auth/token",
      headers: { "x-client-address": "198.51.100.1" },
      body: { email: "a@b.co", password: "nope-nope-nope" },
    });
    expect(other.status).toBe(401);
  });

  it("limits API calls per caller", async () => {
    const account = await createAccount();
    process.env.RATE_LIMIT_PER_MINUTE = "2";
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(me, { path: "/api/v1/auth/me", token: account.token })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("never leaks internals in a 500", async () => {
    const { handle } = await import("@/lib/http/handle");
    const { defineRoute } = await import("@/lib/http/route-spec");
    const boom = handle(defineRoute({ method: "GET", path: "/x", summary: "x", tags: [], auth: "none" }), async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/lib/x.ts:12');
    });
    const res = await call(boom, { path: "/x" });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe("internal_error");
    expect(res.text).not.toMatch(/secret_table|\/srv\/app|at /);
  });
});
