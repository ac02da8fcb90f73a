import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardRawRequest, isDecodablePath, rawPathOf } from "@/lib/http/raw-request-guard";

describe("rawPathOf / isDecodablePath", () => {
  it("takes the still-encoded path of origin- and absolute-form targets", () => {
    expect(rawPathOf("/api/v1/audits/%ZZ?a=%ZZ#x")).toBe("/api/v1/audits/%ZZ");
    expect(rawPathOf("http://host:3000/api/v1/x%20y?q")).toBe("/api/v1/x%20y");
    expect(rawPathOf("http://host")).toBe("/");
    expect(rawPathOf("*")).toBe("*");
  });

  it.each([
    ["/api/v1/audits/%ZZ", false],
    ["/api/v1/audits/abc%", false],
    ["/api/v1/audits/%E2%82", false], // truncated UTF-8
    ["/api/v1/audits/%C0%80", false], // overlong NUL
    ["/api/v1/auditor/controls/%ED%A0%80", false], // encoded lone surrogate
    ["/api/v1/auditor/controls/CC6.1", true],
    ["/api/v1/auditor/controls/A.5.15%20x", true],
    ["/api/v1/audits/%00", true], // decodes; the route's path guard answers 404
    ["/api/v1/x/%E2%82%AC", true],
  ])("%s decodable: %s", (path, ok) => expect(isDecodablePath(path)).toBe(ok));
});

describe("guardRawRequest in a node:http server", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (guardRawRequest(req, res)) return;
      res.end("passed to next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(
    path: string,
    headers: Record<string, string> = {},
    method = "GET",
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      });
      req.on("error", reject);
      req.end(method === "POST" ? '{"a":1}' : undefined);
    });
  }

  it("answers an undecodable API path with the 404 envelope, the request id and the API headers", async () => {
    for (const path of ["/api/v1/audits/%ZZ", "/api/v1/%ZZ", "/api/v1/evidence/upload%ZZ", "/api/v1/auditor/controls/%ED%A0%80?x=1"]) {
      const res = await get(path, { "x-request-id": "req-raw-1" });
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.headers["x-request-id"]).toBe("req-raw-1");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(res.body)).toEqual({ success: false, error: { code: "not_found", message: "No API route matches this path." } });
    }
    const posted = await get("/api/v1/audits/%ZZ", {}, "POST");
    expect(posted.status).toBe(404);
    expect(posted.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers an undecodable page path with a plain 400", async () => {
    const res = await get("/audits/%ZZ", { "x-request-id": "bad id with spaces" });
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toMatch(/^Bad Request/);
  });

  it("passes everything decodable on, malformed query strings included", async () => {
    for (const path of ["/api/v1/audits?limit=%ZZ", "/api/v1/audits/%00", "/audits?a=%ZZ&%ZZ", "/api/health"]) {
      const res = await get(path);
      expect(res.body).toBe("passed to next");
    }
  });
});
