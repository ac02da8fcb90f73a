/**
 * Every route a member may call, as every role and as an API key of each scope: the route table
 * (lib/openapi/domains.ts) says the least role each needs (`routeRole`) and the key scopes it admits
 * (`routeKeyScopes`, what the document's text says), and the answer must be 403 `forbidden` exactly when the caller
 * is below the role or outside the scopes — never a 500 either way. Then the admin who created a key and a SCIM token
 * is removed, and every route that takes keys refuses that key (401). Routes added later are picked up from the table.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchUser, PUT as replaceUser } from "@/app/scim/v2/Users/[id]/route";
import { DELETE as removeMemberHandler } from "@/app/api/v1/members/[id]/route";
import { users, type ApiKeyScope } from "@/db/accounts";
import { GRANTABLE_ROLES, ROLES, roleAtLeast, type Role } from "@/lib/vocabulary";
import { verifiedDomains } from "@/db/sso";
import { createApiKey } from "@/lib/api-keys";
import { registerUser } from "@/lib/auth";
import { makeCtx, memberCaller } from "@/lib/context";
import { tokenFor } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { routeKeyScopes, routeRole, takesApiKeys, type RouteSpec } from "@/lib/http/route-spec";
import { createScimToken } from "@/lib/scim";
import { routeGroups } from "@/lib/openapi/domains";
import { createAccount, setTier, type TestAccount } from "../../helpers/accounts";
import { consoleSessionCookie } from "../../helpers/console-cookie";
import { call } from "../../helpers/http";
import { PATCH_OP, scim, scimTokenFor, USER_SCHEMA } from "../scim/scim-client";
import { addMember } from "./helpers";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface Caller {
  label: string;
  role: Role;
  scope?: ApiKeyScope;
  /** A fresh credential per request: a route that ends sessions (sign out elsewhere) must not blind the next case. */
  headers: (spec: RouteSpec) => Promise<Record<string, string>>;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const RANDOM_ID = "7d1f6a4e-2b9c-4e5d-8f3a-1c2b3d4e5f60";

/** `/api/v1/members/{id}` → app/api/v1/members/[id]/route.ts */
function routeFile(specPath: string): string {
  return path.resolve("app", `${specPath.replace(/^\//, "").replace(/\{([^}]+)\}/g, "[$1]")}/route.ts`);
}

function paramsOf(specPath: string): Record<string, string> {
  return Object.fromEntries([...specPath.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name, RANDOM_ID]));
}

/** What the route table promises for this caller: 403 when the role falls short or the key's scope is not admitted. */
function expectForbidden(spec: RouteSpec, required: Role, caller: Caller): boolean {
  if (caller.scope && !routeKeyScopes(spec).includes(caller.scope)) return true;
  return !roleAtLeast(caller.role, required);
}

/** A request to the route with these headers (a JSON `{}` body for writes) and the route's path ids made up. */
async function send(spec: RouteSpec, headers: Record<string, string>): Promise<Response> {
  const routeModule = (await import(/* @vite-ignore */ routeFile(spec.path))) as Record<string, Handler | undefined>;
  const handler = routeModule[spec.method];
  if (!handler) throw new Error(`${spec.method} ${spec.path}: the route module has no ${spec.method} handler`);
  const unsafe = UNSAFE.has(spec.method);
  const request = new Request(`http://localhost:3000${spec.path.replace(/\{[^}]+\}/g, RANDOM_ID)}`, {
    method: spec.method,
    headers: { ...headers, ...(unsafe ? { "content-type": "application/json" } : {}) },
    body: unsafe ? "{}" : undefined,
  });
  return handler(request, { params: Promise.resolve(paramsOf(spec.path)) });
}

const routes = routeGroups
  .flat()
  .flatMap((spec) => {
    const required = routeRole(spec);
    return required ? [{ spec, required }] : [];
  })
  // Writes without a path id act on the account itself (deleting it, say): they go last so the others see it whole.
  .sort((a, b) => Number(a.spec.method === "DELETE" && !a.spec.path.includes("{")) - Number(b.spec.method === "DELETE" && !b.spec.path.includes("{")));

let callers: Caller[] = [];
let owner: TestAccount;
/** An API key and a SCIM token the admin created: they end when the admin is removed. */
let adminSecrets: { userId: string; key: string; scimToken: string };

beforeAll(async () => {
  // Straight through the services: this test must not depend on any one route's documented answers.
  const registered = await registerUser(makeCtx({ kind: "anonymous" }), {
    email: `owner-${randomUUID()}@example.com`,
    password: "correct horse battery staple",
    name: "Owner",
    company: "Roles Co",
  });
  owner = { token: registered.accessToken, userId: registered.user.id, accountId: registered.account.id, email: registered.user.email, password: "" };
  // The plan gates answer 403 `plan_upgrade_required`: on the top plan only the role decides.
  await setTier(owner.accountId, "enterprise");
  const members = await Promise.all(GRANTABLE_ROLES.map((role) => addMember(owner, role)));
  const people = [...members, { userId: owner.userId, role: "owner" as const }];
  const keyFor = async (scope: ApiKeyScope) => {
    const created = await createApiKey(makeCtx(memberCaller(owner.userId, owner.accountId, "owner")), { name: `${scope} key`, scope });
    return created.key;
  };
  const [documents, readOnly, full] = [await keyFor("documents"), await keyFor("read_only"), await keyFor("full")];
  const admin = members[2];
  const adminCtx = makeCtx(memberCaller(admin.userId, owner.accountId, "admin"));
  adminSecrets = {
    userId: admin.userId,
    key: (await createApiKey(adminCtx, { name: "admin's key", scope: "full" })).key,
    scimToken: (await createScimToken(adminCtx, { name: "admin's IdP" })).token,
  };
  callers = [
    ...(await Promise.all(
      people.map(async (person) => {
        // The console-only routes (apiKeyOrSession) refuse a Bearer JWT by design: members reach them by session.
        const headers = async (spec: RouteSpec): Promise<Record<string, string>> =>
          spec.auth === "apiKeyOrSession"
            ? { cookie: await consoleSessionCookie(person.userId, owner.accountId) }
            : { authorization: `Bearer ${await tokenFor(getDb(), person.userId, owner.accountId)}` };
        return { label: person.role, role: person.role, headers };
      }),
    )),
    { label: "documents key", role: "member", scope: "documents", headers: async () => ({ "x-api-key": documents }) },
    { label: "read_only key", role: "viewer", scope: "read_only", headers: async () => ({ "x-api-key": readOnly }) },
    { label: "full key", role: "member", scope: "full", headers: async () => ({ "x-api-key": full }) },
  ];
}, 120_000);

describe("route × role", () => {
  it("covers every role and finds the route module of every member route", () => {
    expect(callers.map((c) => c.scope ?? c.role)).toEqual([...ROLES, "documents", "read_only", "full"]);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter(({ spec }) => !existsSync(routeFile(spec.path))).map(({ spec }) => spec.path)).toEqual([]);
  });

  it("answers 403 forbidden exactly when the caller's role is below the route's, and never 500", async () => {
    const mismatches: string[] = [];
    const cases = routes.flatMap(({ spec, required }) => callers.map((caller) => ({ spec, required, caller })));
    const BATCH = 6;
    for (let i = 0; i < cases.length; i += BATCH) {
      await Promise.all(
        cases.slice(i, i + BATCH).map(async ({ spec, required, caller }) => {
          const response = await send(spec, await caller.headers(spec));
          const text = await response.text();
          const forbidden = response.status === 403 && /"code":"forbidden"/.test(text);
          const want = expectForbidden(spec, required, caller);
          if (response.status >= 500) mismatches.push(`${spec.method} ${spec.path} as ${caller.label}: ${response.status} ${text.slice(0, 200)}`);
          else if (want && !forbidden)
            mismatches.push(
              `${spec.method} ${spec.path} as ${caller.label} (needs ${required}): expected 403 forbidden, got ${response.status} ${text.slice(0, 160)}`,
            );
          else if (response.status === 401) mismatches.push(`${spec.method} ${spec.path} as ${caller.label}: 401 with a live credential ${text.slice(0, 160)}`);
          else if (!want && response.status === 403)
            mismatches.push(`${spec.method} ${spec.path} as ${caller.label} (needs ${required}): unexpected 403 ${text.slice(0, 160)}`);
        }),
      );
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it("ends the API key and SCIM token of an admin who is removed: every route that takes keys answers 401", async () => {
    // A fresh session: the probe above signed the owner out elsewhere.
    const removed = await call(removeMemberHandler, {
      method: "DELETE",
      path: `/api/v1/members/${adminSecrets.userId}`,
      token: await tokenFor(getDb(), owner.userId, owner.accountId),
      params: { id: adminSecrets.userId },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.revokedCredentials.map((c: { type: string }) => c.type).sort()).toEqual(["api_key", "scim_token"]);
    const keyRoutes = routeGroups.flat().filter((spec) => takesApiKeys(spec.auth));
    expect(keyRoutes.length).toBeGreaterThan(50);
    const mismatches: string[] = [];
    for (let i = 0; i < keyRoutes.length; i += 6) {
      await Promise.all(
        keyRoutes.slice(i, i + 6).map(async (spec) => {
          const response = await send(spec, { "x-api-key": adminSecrets.key });
          if (response.status !== 401) mismatches.push(`${spec.method} ${spec.path}: ${response.status}`);
        }),
      );
    }
    const scimRoutes = routeGroups.flat().filter((spec) => spec.auth === "scim");
    expect(scimRoutes.length).toBeGreaterThan(5);
    for (const spec of scimRoutes) {
      const response = await send(spec, { authorization: `Bearer ${adminSecrets.scimToken}` });
      if (response.status !== 401) mismatches.push(`${spec.method} ${spec.path} (SCIM): ${response.status}`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe("SCIM identity changes × role of the target (docs/api.md §4, who may change whose identity)", () => {
  it("never moves the owner (400 mutability); moves others only inside a verified domain (400 invalidValue outside)", async () => {
    const account = await createAccount({ tier: "enterprise" });
    await getDb()
      .insert(verifiedDomains)
      .values({ accountId: account.accountId, domain: "roles-id.example", verificationToken: "cp-domain-verification=roles", verifiedAt: new Date() });
    const idp = scim(await scimTokenFor(account));
    const targets = [
      ...(await Promise.all(GRANTABLE_ROLES.map((role) => addMember(account, role)))),
      { userId: account.userId, email: account.email, role: "owner" as const },
    ];
    const problems: string[] = [];
    for (const target of targets) {
      const id = target.userId;
      const outside = `${target.role}@outside-roles.example`;
      const inside = `${target.role}-moved@roles-id.example`;
      const attempts: [string, () => ReturnType<ReturnType<typeof scim>>, number, string | undefined][] = [
        [
          "PATCH outside",
          () =>
            idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, {
              params: { id },
              body: { schemas: [PATCH_OP], Operations: [{ op: "replace", path: "userName", value: outside }] },
            }),
          400,
          target.role === "owner" ? "mutability" : "invalidValue",
        ],
        [
          "PUT outside",
          () => idp(replaceUser, "PUT", `/scim/v2/Users/${id}`, { params: { id }, body: { schemas: [USER_SCHEMA], userName: outside } }),
          400,
          target.role === "owner" ? "mutability" : "invalidValue",
        ],
        [
          "PATCH inside",
          () =>
            idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, {
              params: { id },
              body: { schemas: [PATCH_OP], Operations: [{ op: "replace", path: "userName", value: inside }] },
            }),
          target.role === "owner" ? 400 : 200,
          target.role === "owner" ? "mutability" : undefined,
        ],
      ];
      for (const [label, attempt, status, scimType] of attempts) {
        const res = await attempt();
        if (res.status !== status || (scimType && res.body.scimType !== scimType))
          problems.push(`${label} of the ${target.role}: ${res.status} ${res.text.slice(0, 160)}`);
      }
      const [row] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, id));
      const expected = target.role === "owner" ? target.email : inside;
      if (row.email !== expected) problems.push(`the ${target.role}'s e-mail is ${row.email}, expected ${expected}`);
    }
    expect(problems).toEqual([]);
  });
});
