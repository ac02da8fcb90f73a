import { describe, expect, it } from "vitest";
import { z } from "zod";
import { downloadDocumentRoute } from "@/lib/api/documents";
import { webhookRoute } from "@/lib/api/billing";
import { attachRouteSpec, defineRoute, type RouteSpec } from "@/lib/http/route-spec";
import { call } from "../../helpers/http";

// The harness check every integration test runs through `call()`: here with handlers that answer
// exactly what each case needs, so no database is involved.

const thingRoute = defineRoute({
  method: "POST",
  path: "/api/v1/test-only/things",
  summary: "A test-only route",
  description: "Not published; the harness checks it against the operation the generator would publish.",
  tags: ["System"],
  auth: "customer",
  body: z.strictObject({ name: z.string() }),
  response: z.object({ id: z.string(), name: z.string() }),
  status: 201,
});

function handlerFor(spec: RouteSpec, answer: () => Response) {
  return attachRouteSpec(async (_request: Request) => answer(), spec);
}

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", "x-request-id": "req-1", ...headers } });
}

const callThing = (answer: () => Response) => call(handlerFor(thingRoute, answer), { path: "/api/v1/test-only/things", body: { name: "x" } });

describe("call() checks every answer against the OpenAPI document", () => {
  it("accepts an answer the document describes", async () => {
    const res = await callThing(() => json({ success: true, data: { id: "1", name: "x" } }, 201));
    expect(res.status).toBe(201);
    const error = await callThing(() =>
      json({ success: false, error: { code: "validation_failed", message: "name: Required", details: [{ path: "name", message: "Required" }] } }, 400),
    );
    expect(error.status).toBe(400);
  });

  it("refuses an undocumented field, an undocumented status, another content type and a missing X-Request-Id", async () => {
    await expect(callThing(() => json({ success: true, data: { id: "1", name: "x", outcome: "new" } }, 201))).rejects.toThrow(/additional properties.*outcome/);
    await expect(callThing(() => json({ success: true, data: { id: "1", name: "x" } }, 200))).rejects.toThrow(/status 200 is not documented/);
    await expect(callThing(() => new Response("<h1>hi</h1>", { status: 201, headers: { "content-type": "text/html", "x-request-id": "r" } }))).rejects.toThrow(
      /content type "text\/html" is not documented/,
    );
    await expect(
      callThing(
        () => new Response(JSON.stringify({ success: true, data: { id: "1", name: "x" } }), { status: 201, headers: { "content-type": "application/json" } }),
      ),
    ).rejects.toThrow(/required header X-Request-Id is missing/);
  });

  it("refuses an error whose code belongs to another status, and a 429 without Retry-After", async () => {
    await expect(callThing(() => json({ success: false, error: { code: "not_found", message: "Nope." } }, 400))).rejects.toThrow(
      /error\/code must be equal to one of the allowed values/,
    );
    await expect(callThing(() => json({ success: false, error: { code: "rate_limited", message: "Slow down." } }, 429))).rejects.toThrow(
      /required header Retry-After is missing/,
    );
    const limited = await callThing(() => json({ success: false, error: { code: "rate_limited", message: "Slow down." } }, 429, { "retry-after": "7" }));
    expect(limited.status).toBe(429);
  });

  it("checks published operations too: non-JSON downloads and the Stripe acknowledgement", async () => {
    const markdown = () =>
      new Response("# Policy\n", {
        status: 200,
        headers: { "content-type": "text/markdown; charset=utf-8", "content-disposition": 'attachment; filename="policy.md"', "x-request-id": "r" },
      });
    expect((await call(handlerFor(downloadDocumentRoute, markdown), { path: "/api/v1/documents/x/download" })).text).toBe("# Policy\n");
    const asJson = () => json({ success: true, data: { content: "# Policy" } }, 200, { "content-disposition": "attachment" });
    await expect(call(handlerFor(downloadDocumentRoute, asJson), { path: "/api/v1/documents/x/download" })).rejects.toThrow(
      /content type "application\/json" is not documented/,
    );

    const ack = (outcome: string) => () => json({ success: true, received: true, data: { received: true, outcome } }, 200);
    expect((await call(handlerFor(webhookRoute, ack("applied")), { path: "/api/v1/billing/webhook", body: "{}" })).status).toBe(200);
    await expect(call(handlerFor(webhookRoute, ack("exploded")), { path: "/api/v1/billing/webhook", body: "{}" })).rejects.toThrow(
      /outcome must be equal to one of the allowed values/,
    );
  });

  it("refuses to check a handler with no spec, unless it answers the error envelope", async () => {
    const bare = async () => json({ hello: "world" }, 200);
    await expect(call(bare, { path: "/api/v1/bare" })).rejects.toThrow(/no route spec attached/);
    const notFound = async () => json({ success: false, error: { code: "not_found", message: "No API route matches this path." } }, 404);
    expect((await call(notFound, { path: "/api/v1/nothing" })).status).toBe(404);
  });
});
