import { describe, expect, it } from "vitest";
import { API_KEY_SCOPES } from "@/db/accounts";
import { routeKeyScopes, takesApiKeys } from "@/lib/http/route-spec";
import { buildOpenApiDocument, documentedRoutes } from "@/lib/openapi/document";

// The text each operation says about API keys comes from the declaration authenticate() enforces (routeKeyScopes):
// tests/integration/members/route-by-role.test.ts calls every route with a key of each scope against the same list.
const doc = buildOpenApiDocument("https://compliance.acme.example") as unknown as { paths: Record<string, Record<string, { description: string }>> };
const describedAs = (method: string, path: string) => doc.paths[path][method.toLowerCase()].description;

describe("API key scopes in the document", () => {
  const routes = documentedRoutes();

  it("names, for every route that takes keys, exactly the scopes it admits (or says keys are refused)", () => {
    const wrong: string[] = [];
    for (const spec of routes.filter((s) => takesApiKeys(s.auth))) {
      const text = describedAs(spec.method, spec.path);
      const sentence = /Takes an API key of the (.+?) scope;|API keys are refused/.exec(text);
      if (!sentence) {
        wrong.push(`${spec.method} ${spec.path}: no sentence about API keys`);
        continue;
      }
      const named = sentence[1] ? API_KEY_SCOPES.filter((scope) => sentence[1].includes(`\`${scope}\``)) : [];
      // The text leaves out a scope whose role is below the route's (a key acts as a member at most).
      for (const scope of named)
        if (!routeKeyScopes(spec).includes(scope)) wrong.push(`${spec.method} ${spec.path}: says \`${scope}\`, which authenticate() refuses`);
    }
    expect(wrong).toEqual([]);
  });

  it("the integration push takes a full key only; the document routes take a documents key", () => {
    expect(describedAs("POST", "/api/v1/integrations/{id}/resources")).toContain("Takes an API key of the `full` scope;");
    expect(describedAs("POST", "/api/v1/documents/generate")).toContain("Takes an API key of the `documents` or `full` scope;");
    expect(describedAs("GET", "/api/v1/documents")).toContain("Takes an API key of the `documents`, `read_only` or `full` scope;");
    expect(describedAs("GET", "/api/v1/auth/me")).toContain("API keys are refused");
    expect(describedAs("POST", "/api/v1/api-keys")).toContain("API keys are refused");
  });

  it("no route declares key scopes where its auth mode takes no key, and no write admits a read-only key", () => {
    expect(routes.filter((s) => s.keyScopes && !takesApiKeys(s.auth)).map((s) => `${s.method} ${s.path}`)).toEqual([]);
    expect(routes.filter((s) => s.method !== "GET" && routeKeyScopes(s).includes("read_only")).map((s) => `${s.method} ${s.path}`)).toEqual([]);
  });
});
