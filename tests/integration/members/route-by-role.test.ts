/**
 * Every route a member may call, as every role and as the read-only and full API keys: the route table
 * (lib/openapi/domains.ts) says the least role each needs (`routeRole`), and the answer must be 403 `forbidden`
 * exactly when the caller is below it — never a 500 either way. Routes added later are picked up from the table.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchUser, PUT as replaceUser } from "@/app/scim/v2/Users/[id]/route";
import { ROLES, users, type ApiKeyScope, type Role } from "@/db/accounts";
import { verifiedDomains } from "@/db/sso";
import { createApiKey } from "@/lib/api-keys";
import { registerUser } from "@/lib/auth";
import { makeCtx, memberCaller } from "@/lib/context";
import { roleAtLeast } from "@/lib/context/guards";
import { tokenFor } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { routeRole, type RouteSpec } from "@/lib/http/route-spec";
import { routeGroups } from "@/lib/openapi/domains";
import { createAccount, setTier } from "../../helpers/accounts";
import { consoleSessionCookie } from "../../helpers/console-cookie";
import { PATCH_OP, scim, scimTokenFor, USER_SCHEMA } from "../scim/scim-client";
import { addMember } from "./helpers";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type KeyScope = Exclude<ApiKeyScope, "documents">;
interface Caller {
  label: string;
  role: Role;
  scope?: KeyScope;
  /** A fresh credential per request: a route that ends sessions (sign out elsewhere) must not blind the next case. */
  headers: (spec: RouteSpec) => Promise<Record<string, string>>;
}

/** Routes of one signed-in person (their profile, sessions, second factor, notifications, own work): an API key has no person, so it is refused. */
const PERSONAL = [/^\/api\/v1\/auth\//, /^\/api\/v1\/documents\/variable-defaults$/, /^\/api\/v1\/notifications(\/|$)/, /^\/api\/v1\/work(\/|$)/];

/**
 * Writes that need a person, not an API key of any scope: audit changes (the audit's activity, which the auditor
 * relies on, names who made each), a document's approval (by the named approver), a checkout (Stripe's customer is
 * the person paying).
 */
const PERSON_WRITES = [/^(POST|PUT|PATCH|DELETE) \/api\/v1\/audits(\/|$)/, /^POST \/api\/v1\/documents\/\{id\}\/approve$/, /^POST \/api\/v1\/billing\/checkout$/];

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const RANDOM_ID = "7d1f6a4e-2b9c-4e5d-8f3a-1c2b3d4e5f60";

/** `/api/v1/members/{id}` → app/api/v1/members/[id]/route.ts */
function routeFile(specPath: string): string {
  return path.resolve("app", `${specPath.replace(/^\//, "").replace(/\{([^}]+)\}/g, "[$1]")}/route.ts`);
}

function paramsOf(specPath: string): Record<string, string> {
  return Object.fromEntries([...specPath.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name, RANDOM_ID]));
}

/** What the route table promises for this caller: 403 when the role (or the key's scope) falls short. */
function expectForbidden(spec: RouteSpec, required: Role, caller: Caller): boolean {
  // A read-only key reaches only reads on the customer routes (lib/http/authenticate.ts, docs/api.md §4).
  if (caller.scope === "read_only" && UNSAFE.has(spec.method) && (spec.auth === "customer" || spec.auth === "customerOrAuditor")) return true;
  return !roleAtLeast(caller.role, required);
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

beforeAll(async () => {
  // Straight through the services: this test must not depend on any one route's documented answers.
  const registered = await registerUser(makeCtx({ kind: "anonymous" }), { email: `owner-${randomUUID()}@example.com`, password: "correct horse battery staple", name: "Owner", company: "Roles Co" });
  const owner = { token: registered.accessToken, userId: registered.user.id, accountId: registered.account.id, email: registered.user.email, password: "" };
  // The plan gates answer 403 `plan_upgrade_required`: on the top plan only the role decides.
  await setTier(owner.accountId, "enterprise");
  const members = await Promise.all((["viewer", "member", "admin"] as const).map((role) => addMember(owner, role)));
  const people = [...members, { userId: owner.userId, role: "owner" as const }];
  const keyFor = async (scope: KeyScope) => {
    const created = await createApiKey(makeCtx(memberCaller(owner.userId, owner.accountId, "owner")), { name: `${scope} key`, scope });
    return created.key;
  };
  const [readOnly, full] = [await keyFor("read_only"), await keyFor("full")];
  callers = [
    ...(await Promise.all(
      people.map(async (person) => {
        // The console-only routes (apiKeyOrSession) refuse a Bearer JWT by design: members reach them by session.
        const headers = async (spec: RouteSpec): Promise<Record<string, string>> =>
          spec.auth === "apiKeyOrSession" ? { cookie: await consoleSessionCookie(person.userId, owner.accountId) } : { authorization: `Bearer ${await tokenFor(getDb(), person.userId, owner.accountId)}` };
        return { label: person.role, role: person.role, headers };
      }),
    )),
    { label: "read_only key", role: "viewer", scope: "read_only", headers: async () => ({ "x-api-key": readOnly }) },
    { label: "full key", role: "member", scope: "full", headers: async () => ({ "x-api-key": full }) },
  ];
}, 120_000);

describe("route × role", () => {
  it("covers every role and finds the route module of every member route", () => {
    expect(callers.map((c) => c.role)).toEqual([...ROLES, "viewer", "member"]);
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
          const routeModule = (await import(/* @vite-ignore */ routeFile(spec.path))) as Record<string, Handler | undefined>;
          const handler = routeModule[spec.method];
          if (!handler) {
            mismatches.push(`${spec.method} ${spec.path}: the route module has no ${spec.method} handler`);
            return;
          }
          const params = paramsOf(spec.path);
          const url = `http://localhost:3000${spec.path.replace(/\{[^}]+\}/g, RANDOM_ID)}`;
          const unsafe = UNSAFE.has(spec.method);
          const request = new Request(url, {
            method: spec.method,
            headers: { ...(await caller.headers(spec)), ...(unsafe ? { "content-type": "application/json" } : {}) },
            body: unsafe ? "{}" : undefined,
          });
          const response = await handler(request, { params: Promise.resolve(params) });
          const text = await response.text();
          const forbidden = response.status === 403 && /"code":"forbidden"/.test(text);
          const want = expectForbidden(spec, required, caller);
          if (response.status >= 500) mismatches.push(`${spec.method} ${spec.path} as ${caller.label}: ${response.status} ${text.slice(0, 200)}`);
          else if (want && !forbidden) mismatches.push(`${spec.method} ${spec.path} as ${caller.label} (needs ${required}): expected 403 forbidden, got ${response.status} ${text.slice(0, 160)}`);
          else if (response.status === 401) mismatches.push(`${spec.method} ${spec.path} as ${caller.label}: 401 with a live credential ${text.slice(0, 160)}`);
          else if (!want && forbidden && caller.scope && (PERSONAL.some((re) => re.test(spec.path)) || PERSON_WRITES.some((re) => re.test(`${spec.method} ${spec.path}`)))) return;
          else if (!want && response.status === 403) mismatches.push(`${spec.method} ${spec.path} as ${caller.label} (needs ${required}): unexpected 403 ${text.slice(0, 160)}`);
        }),
      );
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});

describe("SCIM identity changes × role of the target (docs/api.md §4, who may change whose identity)", () => {
  it("never moves the owner (400 mutability); moves others only inside a verified domain (400 invalidValue outside)", async () => {
    const account = await createAccount({ tier: "enterprise" });
    await getDb().insert(verifiedDomains).values({ accountId: account.accountId, domain: "roles-id.example", verificationToken: "cp-domain-verification=roles", verifiedAt: new Date() });
    const idp = scim(await scimTokenFor(account));
    const targets = [...(await Promise.all((["viewer", "member", "admin"] as const).map((role) => addMember(account, role)))), { userId: account.userId, email: account.email, role: "owner" as const }];
    const problems: string[] = [];
    for (const target of targets) {
      const id = target.userId;
      const outside = `${target.role}@outside-roles.example`;
      const inside = `${target.role}-moved@roles-id.example`;
      const attempts: [string, () => ReturnType<ReturnType<typeof scim>>, number, string | undefined][] = [
        ["PATCH outside", () => idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, { params: { id }, body: { schemas: [PATCH_OP], Operations: [{ op: "replace", path: "userName", value: outside }] } }), 400, target.role === "owner" ? "mutability" : "invalidValue"],
        ["PUT outside", () => idp(replaceUser, "PUT", `/scim/v2/Users/${id}`, { params: { id }, body: { schemas: [USER_SCHEMA], userName: outside } }), 400, target.role === "owner" ? "mutability" : "invalidValue"],
        ["PATCH inside", () => idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, { params: { id }, body: { schemas: [PATCH_OP], Operations: [{ op: "replace", path: "userName", value: inside }] } }), target.role === "owner" ? 400 : 200, target.role === "owner" ? "mutability" : undefined],
      ];
      for (const [label, attempt, status, scimType] of attempts) {
        const res = await attempt();
        if (res.status !== status || (scimType && res.body.scimType !== scimType)) problems.push(`${label} of the ${target.role}: ${res.status} ${res.text.slice(0, 160)}`);
      }
      const [row] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, id));
      const expected = target.role === "owner" ? target.email : inside;
      if (row.email !== expected) problems.push(`the ${target.role}'s e-mail is ${row.email}, expected ${expected}`);
    }
    expect(problems).toEqual([]);
  });
});
