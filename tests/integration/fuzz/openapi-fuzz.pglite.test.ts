/**
 * Property-based fuzzing of every documented operation, generated from the published OpenAPI
 * document: wrong types, missing and unknown fields, huge strings, NUL and lone surrogates (body,
 * query, path), deep nesting, prototype keys, non-JSON bodies and wrong content types, plus
 * valid-looking requests, all aimed at real resources of one enterprise account. Every answer must
 * be below 500; every 4xx must be the error envelope (docs/api.md §2) with an X-Request-Id; a refused
 * request must leave no row written; nothing may pollute Object.prototype; no request may keep the server's
 * thread from answering others for long (the world holds a custom test too costly for one of its resources).
 *
 * FUZZ_RUNS (runs per operation, default 32), FUZZ_SEED (default 20260511), FUZZ_SHRINK_MS (time
 * spent shrinking a failure, default 10000; 0 stops at the first failure unshrunk), FUZZ_PATH (replay
 * one counterexample, with `-t`), FUZZ_SURVEY=1 (never stop: run every operation fully and print each
 * distinct failure, the answers per operation and the valid-looking requests that were refused).
 *
 * It runs once, on PGlite (the same PostgreSQL engine): what it probes is the HTTP surface (validation, envelopes,
 * writes refused whole), not SQL a second server could answer differently, and it was the longest file of each run.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listDocumentsHandler } from "@/app/api/v1/documents/route";
import { GET as listScimUsersHandler } from "@/app/scim/v2/Users/route";
import { accounts, users } from "@/db/accounts";
import { emailChanges } from "@/db/members";
import { getDb } from "@/lib/db/client";
import { signStripePayload } from "../../fakes/stripe-server";
import { call, type CallResult } from "../../helpers/http";
import { encodeBody, requestArb, urlOf, type FuzzRequest } from "./arbitraries";
import { bindOperations, discoverRouteFiles, documentedOperations, type Operation, type OperationMap, type RouteHandler } from "./operations";
import { excerpt } from "./values";
import { describeWrites, WriteProbe } from "./write-probe";
import { arrangeWorld, INTERNAL_TOKEN, knownValues, realPathParam, STRIPE_WEBHOOK_SECRET, type World } from "./world";

const RUNS = Number(process.env.FUZZ_RUNS) || 32;
const SEED = Number(process.env.FUZZ_SEED) || 20260511;
const SHRINK_MS = process.env.FUZZ_SHRINK_MS ? Number(process.env.FUZZ_SHRINK_MS) : 10_000;
/** fast-check's counterexample path, printed with a failure: with `-t "<METHOD> <path>"` it replays just that case. */
const REPLAY_PATH = process.env.FUZZ_PATH || undefined;
const SURVEY = process.env.FUZZ_SURVEY === "1";
/** Longest this thread may be kept busy during one request: generous for a loaded machine, far below a stall. */
const MAX_BLOCKED_MS = 5_000;

const operations = documentedOperations();
let map: OperationMap;
let world: World;
const probe = new WriteProbe();

beforeAll(async () => {
  map = bindOperations(operations, await discoverRouteFiles());
  world = await arrangeWorld();
  await probe.install();
}, 120_000);

afterAll(async () => {
  await probe.uninstall().catch(() => {});
  await world?.close();
});

/**
 * Operations that end or remove the world's resources go last, so the others keep meeting real ones:
 * first everything else, then the state changes, then the deletions.
 */
function phaseOf(op: Operation): number {
  if (op.method === "DELETE") return 3;
  if (/\/(complete|publish)$/.test(op.path) || op.path === "/api/v1/billing/webhook") return 2;
  // Updating the audit may complete it, which closes the auditor's routes.
  if (op.method === "PUT") return op.path === "/api/v1/audits/{id}" ? 2 : 1;
  return 0;
}
// Deletions of children (a control) before their parents (its framework).
const ordered = [...operations].sort((a, b) => phaseOf(a) - phaseOf(b) || (phaseOf(a) === 3 ? b.path.length - a.path.length : 0));

/** Credentials per security scheme; `alternate` picks the operation's second scheme. */
function credentialHeaders(op: Operation, request: FuzzRequest): Record<string, string> {
  if (op.path === "/api/v1/billing/track-usage") {
    return request.credential === "none" ? {} : { authorization: `Bearer ${request.credential === "bad" ? "wrong" : INTERNAL_TOKEN}` };
  }
  if (request.credential === "none" || op.security.length === 0) return {};
  if (request.credential === "bad") return { authorization: "Bearer not.a.jwt" };
  const schemes = op.security.filter((s) => s !== "consoleSession");
  const scheme = request.credential === "alternate" ? (schemes[1] ?? schemes[0]) : schemes[0];
  switch (scheme) {
    case "customerJwt":
      return { authorization: `Bearer ${world.account.token}` };
    case "auditorJwt":
      return { authorization: `Bearer ${world.auditorToken}` };
    case "apiKey":
      return { "x-api-key": world.apiKey };
    case "scimToken":
      return { authorization: `Bearer ${world.scimToken}` };
    default:
      throw new Error(`no credential for security scheme ${scheme} of ${op.method} ${op.path}`);
  }
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
}

function build(op: Operation, request: FuzzRequest): Sent {
  const encoded = encodeBody(request.body);
  const headers = credentialHeaders(op, request);
  let body = encoded.body;
  if (encoded.contentType !== undefined && encoded.contentType !== null) headers["content-type"] = encoded.contentType;
  // A string body gets a text/plain content type from fetch; bytes go out with none, as asked.
  if (encoded.contentType === null && typeof body === "string") body = new TextEncoder().encode(body);
  if (op.path === "/api/v1/billing/webhook" && body !== undefined && !(body instanceof FormData) && request.credential !== "bad") {
    // Signed like Stripe signs, so the fuzzed event gets past the signature into the handler.
    const payload = typeof body === "string" ? body : new TextDecoder().decode(body);
    headers["stripe-signature"] = signStripePayload(payload, STRIPE_WEBHOOK_SECRET);
  }
  return { method: op.method, url: urlOf(op, request), headers, body };
}

function bodyExcerpt(body: Sent["body"]): string {
  if (body === undefined) return "(none)";
  if (body instanceof FormData) return `multipart: ${[...body.keys()].map((k) => excerpt(k, 20)).join(", ")}`;
  return typeof body === "string" ? excerpt(body) : `bytes ${excerpt(new TextDecoder().decode(body))}`;
}

function repro(sent: Sent, request: FuzzRequest, res: CallResult | undefined, problems: string[]): string {
  return [
    problems.join("\n"),
    `  request:  ${sent.method} ${excerpt(sent.url, 300)}`,
    `  variant:  ${request.variant}`,
    `  headers:  ${JSON.stringify({
      ...sent.headers,
      ...(sent.headers.authorization ? { authorization: "Bearer " + "…" } : {}),
      ...(sent.headers["x-api-key"] ? { "x-api-key": "…" } : {}),
    })}`,
    `  params:   ${excerpt(JSON.stringify(request.params), 300)}`,
    `  body:     ${bodyExcerpt(sent.body)}`,
    res ? `  response: ${res.status} ${excerpt(res.text, 600)}` : "",
  ].join("\n");
}

/** SCIM routes answer RFC 7644 §3.12 Error messages instead of the API's envelope (docs/api.md "SCIM"). */
function scimErrorProblems(res: CallResult): string[] {
  const body = res.body as { schemas?: unknown; status?: unknown; detail?: unknown } | string;
  const problems: string[] = [];
  if (!(res.headers.get("content-type") ?? "").startsWith("application/scim+json") || typeof body !== "object" || body === null) {
    problems.push(`${res.status} is not a SCIM Error message (content-type ${res.headers.get("content-type")})`);
  } else if (
    !Array.isArray(body.schemas) ||
    body.schemas[0] !== "urn:ietf:params:scim:api:messages:2.0:Error" ||
    body.status !== String(res.status) ||
    typeof body.detail !== "string"
  ) {
    problems.push(`${res.status} body is not {schemas:[Error], status, scimType?, detail}`);
  }
  if (!res.headers.get("x-request-id")) problems.push(`${res.status} has no X-Request-Id`);
  return problems;
}

function envelopeProblems(res: CallResult, op?: Operation): string[] {
  if (op?.path.startsWith("/scim/")) return scimErrorProblems(res);
  const problems: string[] = [];
  const body = res.body as { success?: unknown; error?: { code?: unknown; message?: unknown } } | string;
  if (!(res.headers.get("content-type") ?? "").includes("application/json") || typeof body !== "object" || body === null) {
    problems.push(`${res.status} is not a JSON error envelope (content-type ${res.headers.get("content-type")})`);
  } else {
    const extra = Object.keys(body).filter((k) => k !== "success" && k !== "error");
    const errorExtra = Object.keys(body.error ?? {}).filter((k) => !["code", "message", "details"].includes(k));
    if (body.success !== false || typeof body.error?.code !== "string" || typeof body.error?.message !== "string" || extra.length || errorExtra.length) {
      problems.push(`${res.status} body is not {success:false, error:{code, message, details?}}`);
    }
  }
  if (!res.headers.get("x-request-id")) problems.push(`${res.status} has no X-Request-Id`);
  return problems;
}

function pollutionProblems(): string[] {
  const polluted = ["fuzzPolluted"].filter((k) => k in Object.prototype || k in Array.prototype || k in Function.prototype);
  if (polluted.length === 0) return [];
  for (const proto of [Object.prototype, Array.prototype, Function.prototype]) delete (proto as Record<string, unknown>).fuzzPolluted;
  return ["Object.prototype was polluted (fuzzPolluted)"];
}

/** Sends one request and answers the broken promises, or nothing. */
async function probeOnce(op: Operation, handler: RouteHandler, request: FuzzRequest, send: typeof call = call): Promise<string | undefined> {
  const sent = build(op, request);
  let res: CallResult | undefined;
  const problems: string[] = [];
  const blocked = blockedTime();
  try {
    res = await send(handler, { method: sent.method, path: sent.url, headers: sent.headers, body: sent.body, params: request.params });
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    // `call` checks every answer against the published document (tests/helpers/openapi-contract.ts).
    if (/does not match the published OpenAPI document|no route spec attached/.test(message)) {
      problems.push(`the answer does not match the OpenAPI document: ${message.split("\n").slice(0, 3).join(" | ")}`);
    } else {
      problems.push(`the handler threw: ${(error as Error).stack?.split("\n").slice(0, 4).join(" | ")}`);
    }
  }
  const blockedMs = blocked.stop();
  if (blockedMs > MAX_BLOCKED_MS) problems.push(`the server's thread was blocked for ${Math.round(blockedMs)} ms (no request may stall the others)`);
  if (res) tally(op, res);
  if (
    SURVEY &&
    res &&
    res.status >= 400 &&
    request.variant === "valid-looking body" &&
    refusedValid.filter((r) => r.startsWith(`${op.method} ${op.path}`)).length < 2
  ) {
    refusedValid.push(`${op.method} ${op.path}: ${res.status} ${excerpt(res.text, 300)}\n    body ${bodyExcerpt(sent.body)}`);
  }
  if (res && res.status >= 500) problems.push(`status ${res.status} (no request may answer 5xx)`);
  if (res && res.status >= 400) problems.push(...envelopeProblems(res, op));
  if (res && res.status >= 400 && res.status < 500) {
    const writes = await probe.unexcused();
    if (writes.length > 0) problems.push(`a refused request (${res.status}) left rows written: ${describeWrites(writes)}`);
  } else {
    // A success may finish bookkeeping right after answering; let it land before the next baseline.
    await new Promise((r) => setTimeout(r, 2));
    await probe.take();
  }
  problems.push(...pollutionProblems());
  return problems.length ? repro(sent, request, res, problems) : undefined;
}

/** The longest this thread went without running a 20 ms timer, from now until stop(). */
function blockedTime(): { stop(): number } {
  let worst = 0;
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  };
  const timer = setInterval(tick, 20);
  return {
    stop() {
      tick();
      clearInterval(timer);
      return worst;
    },
  };
}

const survey: { op: string; message: string }[] = [];
/** Answers by operation, "status code" → count: shows what the fuzzing reached (printed in survey mode). */
const tallies = new Map<string, Map<string, number>>();
/** Valid-looking requests that were refused: where world.ts `knownValues` could name real things better. */
const refusedValid: string[] = [];

function tally(op: Operation, res: CallResult): void {
  const key = `${op.method} ${op.path}`;
  const code = res.status >= 400 && typeof res.body === "object" ? ` ${(res.body as { error?: { code?: string } }).error?.code}` : "";
  const counts = tallies.get(key) ?? new Map<string, number>();
  counts.set(`${res.status}${code}`, (counts.get(`${res.status}${code}`) ?? 0) + 1);
  tallies.set(key, counts);
}

/**
 * What makes two failures the same for the survey: the problem, and where in the body the request
 * was bent (values, query and credential variations left out).
 */
function signature(message: string): string {
  const lines = message.split("\n");
  const variant = lines.find((l) => l.trimStart().startsWith("variant:")) ?? "";
  const where = variant
    .split("; ")
    .map((part) => part.replace(/^\s*variant:\s*/, ""))
    .filter((part) => /^(body|removed|raw body|form|path|no body|\.|\(root\)|\[)/.test(part))
    .map((part) => part.replace(/ \+?= .*$/, "").replace(/ \(\d+ chars\)/g, ""))
    .join("; ");
  return `${lines[0]
    .replace(/\?[^\s:]*/g, "?…")
    .replace(/\d+×/g, "n×")
    .slice(0, 200)} @ ${where}`;
}

describe("fuzzing every documented operation", () => {
  it("binds every documented operation to a route handler", () => {
    expect(
      map.missing.map((o) => `${o.method} ${o.path}`),
      "documented operations without a handler export",
    ).toEqual([]);
    // Handlers the document does not mention. Inngest's endpoint serves Inngest, not API clients.
    const undocumented = map.undocumented.filter((u) => u.path !== "/api/inngest");
    expect(
      undocumented.map((u) => `${u.method} ${u.path} (${u.file})`),
      "route handlers missing from the OpenAPI document",
    ).toEqual([]);
  });

  it("has an oracle that catches a 5xx, a bare 4xx, a write on refusal, a polluted prototype and a stalled thread", async () => {
    const canary: Operation = { method: "POST", path: "/api/v1/fuzz-canary", operationId: "canary", security: [], pathParams: [], queryParams: [] };
    const request: FuzzRequest = {
      variant: "canary",
      credential: "none",
      params: {},
      query: [],
      body: { kind: "raw", text: "{}", contentType: "application/json" },
    };
    const envelope = (status: number) =>
      new Response(JSON.stringify({ success: false, error: { code: "x", message: "x" } }), {
        status,
        headers: { "content-type": "application/json", "x-request-id": "r" },
      });
    const handlers: [RouteHandler, RegExp][] = [
      [async () => envelope(500), /status 500/],
      [async () => new Response("bad", { status: 400 }), /not a JSON error envelope[\s\S]*no X-Request-Id/],
      [
        async () => {
          await getDb()
            .update(accounts)
            .set({ updatedAt: new Date(Date.now() + 1000) })
            .where(eq(accounts.id, world.account.accountId));
          return envelope(400);
        },
        /left rows written: 1× UPDATE accounts\(updated_at\)/,
      ],
      [
        async () => {
          (Object.prototype as Record<string, unknown>).fuzzPolluted = true;
          return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
        },
        /Object.prototype was polluted/,
      ],
      [
        async () => {
          const until = performance.now() + MAX_BLOCKED_MS + 200;
          while (performance.now() < until);
          return envelope(404);
        },
        /thread was blocked for/,
      ],
      [async () => envelope(404), /^$/],
    ];
    // Sent without `call`'s document check: the canary route is not in the document.
    const unchecked: typeof call = async (handler, options) => {
      const response = await handler(
        new Request(`http://localhost:3000${options.path}`, { method: options.method, headers: options.headers, body: options.body as BodyInit }),
        { params: Promise.resolve(options.params ?? {}) },
      );
      const text = await response.text();
      const json = (response.headers.get("content-type") ?? "").includes("json");
      return { status: response.status, headers: response.headers, text, body: json ? JSON.parse(text) : text };
    };
    for (const [handler, expected] of handlers) expect((await probeOnce(canary, handler, request, unchecked)) ?? "").toMatch(expected);
  });

  for (const op of ordered) {
    it(`${op.method} ${op.path}`, async () => {
      const bound = map.bound.find((b) => b.operation === op);
      if (!bound) return; // reported by the binding test above
      const real: Record<string, string> = {};
      for (const p of op.pathParams) {
        const value = realPathParam(world, op.path, p.name);
        if (value === undefined) throw new Error(`tests/integration/fuzz/world.ts names no real resource for {${p.name}} of ${op.path}`);
        real[p.name] = value;
      }
      let shrinkUntil: number | undefined;
      const seen = new Set<string>();
      const details = await fc.check(
        fc.asyncProperty(requestArb(op, real, knownValues(world, op)), async (request) => {
          if (shrinkUntil !== undefined && Date.now() > shrinkUntil) return true;
          const problem = await probeOnce(op, bound.handler, request);
          if (!problem) return true;
          if (SURVEY) {
            if (!seen.has(signature(problem)) && seen.size < 8) survey.push({ op: `${op.method} ${op.path}`, message: problem });
            seen.add(signature(problem));
            return true;
          }
          shrinkUntil ??= Date.now() + SHRINK_MS;
          throw new Error(problem);
        }),
        { seed: SEED + hash(op.operationId), numRuns: RUNS, endOnFailure: SHRINK_MS <= 0, path: REPLAY_PATH },
      );
      if (details.failed) {
        const error = details.errorInstance as Error | undefined;
        throw new Error(
          `${op.method} ${op.path} broke a promise after ${details.numRuns} run(s), shrunk ${details.numShrinks} time(s) ` +
            `(replay: FUZZ_SEED=${SEED} FUZZ_PATH="${details.counterexamplePath}" npx vitest run tests/integration/fuzz -t "${op.method} ${op.path}"):\n` +
            (error?.message ?? String(details.errorInstance)),
        );
      }
    }, 120_000);
  }

  // After every operation was fuzzed: whatever got through, SCIM moved no owner and nobody out of the verified domains.
  it("left identities to the rule: SCIM never moved the owner, nor anyone outside the verified domains", async () => {
    const changes = await getDb().select().from(emailChanges).where(eq(emailChanges.accountId, world.account.accountId));
    const scimChanges = changes.filter((c) => c.via === "scim");
    expect(scimChanges.filter((c) => c.userId === world.account.userId)).toEqual([]);
    expect(scimChanges.filter((c) => !c.toEmail.endsWith("@fuzz-sso.example"))).toEqual([]);
    const [owner] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, world.account.userId));
    const ownChanges = changes.filter((c) => c.via === "self_service" && c.userId === world.account.userId).map((c) => c.toEmail);
    expect(owner.email === world.account.email || ownChanges.includes(owner.email)).toBe(true);
  });

  // After every operation (the members routes among them): the world's admin created a key and a SCIM token, which
  // work exactly while they are still an active admin of the account (docs/api.md §4 "Who owns a credential").
  it("the member's API key and SCIM token end with their place as admin, whatever the fuzz did to them", async () => {
    const [member] = await getDb().select({ role: users.role, status: users.status }).from(users).where(eq(users.id, world.memberId));
    const stillAdmin = member !== undefined && member.status === "active" && (member.role === "admin" || member.role === "owner");
    const key = await call(listDocumentsHandler, { path: "/api/v1/documents", apiKey: world.memberApiKey });
    const token = await call(listScimUsersHandler, { path: "/scim/v2/Users", token: world.memberScimToken });
    expect({ stillAdmin, key: key.status, token: token.status }).toEqual(
      stillAdmin ? { stillAdmin, key: 200, token: 200 } : { stillAdmin, key: 401, token: 401 },
    );
  });

  // The survey is a report, not a test: printed after the operations when FUZZ_SURVEY=1.
  afterAll(() => {
    if (!SURVEY) return;
    for (const [op, counts] of tallies) console.log(`${op}: ${[...counts].map(([k, n]) => `${k}×${n}`).join(", ")}`);
    for (const line of refusedValid) console.log(`refused valid-looking: ${line}`);
    for (const { op, message } of survey) console.log(`\n### ${op}\n${message}`);
    console.log(`\n${survey.length} distinct failure(s) over ${operations.length} operations`);
  });
});

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return Math.abs(h);
}
