import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { consoleSignIn } from "../bench/lib/console-sign-in";
import { startFakeResend, type FakeResend } from "../tests/fakes/resend-server";
import { S3TestServer } from "../tests/helpers/s3rver";
import { unzip } from "../tests/helpers/unzip";
import { E2E_PORTS } from "./ports";

/**
 * Two production servers from this build, started by the product's launcher (scripts/start.ts) on ONE scratch PostgreSQL
 * database, ONE bucket (s3rver, STORAGE_DRIVER=s3) and one Redis for the API limit, behave as one service (README
 * "Running several instances"): what one stores, issues or counts, the other reads, accepts or counts on; a due schedule
 * and a mail are handled once; neither writes a file under its DATA_DIR.
 */
const RUN = `${process.env.E2E_PORT ?? 3100}`;
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const dbName = `cp_e2e_two_instances_${RUN}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
/** Per caller and minute, across both instances; the customer makes fewer requests than this in the whole file. */
const API_LIMIT = 60;
const A = `http://127.0.0.1:${E2E_PORTS.instanceA}`;
const B = `http://127.0.0.1:${E2E_PORTS.instanceB}`;
const dataDir = (name: string) => path.resolve(`${process.env.E2E_DATA_DIR ?? ".e2e-data"}-instance-${name}`);

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
let db: postgres.Sql;
let bucket: S3TestServer;
let mail: FakeResend;
const servers: { child: ChildProcess; output: string[] }[] = [];

function startInstance(port: number, name: string, env: Record<string, string>) {
  fs.rmSync(dataDir(name), { recursive: true, force: true });
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/start.ts"], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir(name) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = { child, output: [] as string[] };
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => server.output.push(chunk.toString()));
  servers.push(server);
  return server;
}

async function healthy(base: string, server: (typeof servers)[number]) {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`the server on ${base} exited:\n${server.output.join("")}`);
        return fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(200);
}

async function api(base: string, method: string, urlPath: string, auth: Record<string, string> = {}, body?: unknown) {
  const headers: Record<string, string> = { ...auth };
  if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get("content-type") ?? "").includes("json") ? JSON.parse(bytes.toString("utf8")) : undefined;
  return { status: res.status, bytes, json, text: bytes.toString("utf8").slice(0, 500) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [] : [path.join(e.parentPath, e.name)]));
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.unsafe(`create database "${dbName}"`);
  db = postgres(dbUrl, { max: 1, onnotice: () => {} });
  bucket = await S3TestServer.start({ port: E2E_PORTS.instancesBucket, bucket: "two-instances" });
  mail = await startFakeResend("re_two_instances", E2E_PORTS.instancesMail);
  const shared = {
    ...bucket.env({ S3_PREFIX: `run-${randomBytes(4).toString("hex")}/` }),
    DATABASE_URL: dbUrl,
    AUTH_SECRET: `two-instances-${randomBytes(24).toString("hex")}`,
    // Behind one load balancer every instance has the same public origin.
    APP_URL: A,
    NEXTAUTH_URL: A,
    LOG_LEVEL: "warn",
    STRIPE_SECRET_KEY: "",
    RESEND_API_KEY: mail.apiKey,
    RESEND_BASE_URL: mail.url,
    EMAIL_POLL_MS: "300",
    // Both instances look for due schedules four times a second: they race for each one.
    MONITORING_TICK_MS: "250",
    RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
    RATE_LIMIT_API_STORE: "redis",
    REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379",
    RATE_LIMIT_AUTH_PER_MINUTE: "1000",
    HTTPS_PORT: "",
    TLS_CERT_FILE: "",
  };
  // Started together: migrations and catalogs are prepared under advisory locks, once.
  const a = startInstance(E2E_PORTS.instanceA, "a", shared);
  const b = startInstance(E2E_PORTS.instanceB, "b", shared);
  await Promise.all([healthy(A, a), healthy(B, b)]);
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(({ child }) => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      return exited.finally(() => clearTimeout(killer));
    }),
  );
  await db?.end();
  await bucket?.close();
  await mail?.close();
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
  for (const name of ["a", "b"]) fs.rmSync(dataDir(name), { recursive: true, force: true });
});

const email = `owner-${randomBytes(4).toString("hex")}@example.com`;
const password = "two-instances-password-2026";
let token = "";

test("a session, a JWT and an API key issued by one instance work on the other, and the API limit counts across both", async () => {
  const registered = await api(A, "POST", "/api/v1/auth/register", {}, { email, password, name: "Ines Instance", company: "Two Instances Ltd" });
  expect(registered.status, registered.text).toBe(201);
  token = (await api(B, "POST", "/api/v1/auth/token", {}, { email, password })).json.data.accessToken;
  expect((await api(A, "GET", "/api/v1/auth/me", bearer(token))).json.data.user.email).toBe(email);
  expect((await api(B, "GET", "/api/v1/auth/me", bearer(registered.json.data.accessToken))).status).toBe(200);
  const cookie = await consoleSignIn(A, email, password);
  const me = await api(B, "GET", "/api/v1/auth/me", { cookie });
  expect(me.status, me.text).toBe(200);
  expect(me.json.data.user.email).toBe(email);

  const key = await api(A, "POST", "/api/v1/api-keys", bearer(token), { name: "two instances" });
  expect(key.status, key.text).toBe(201);
  // One caller, alternating between the instances: the limit is reached once, by both together.
  const statuses: number[] = [];
  for (let i = 0; i < API_LIMIT + 4; i++) statuses.push((await api(i % 2 ? B : A, "GET", "/api/v1/documents", bearer(key.json.data.key))).status);
  expect(statuses).toEqual([...Array<number>(API_LIMIT).fill(200), 429, 429, 429, 429]);
  for (const base of [A, B]) expect((await fetch(`${base}/api/health`).then((r) => r.json())).rateLimitStore).toBe("ok");
});

test("a file uploaded through A downloads through B, and B's audit package holds it; a magic link sent once works on B", async () => {
  const bytes = randomBytes(6 * 1024 * 1024 + 123);
  const form = new FormData();
  form.append("title", "Access review export");
  form.append("controls", JSON.stringify([{ framework: "soc2", controlId: "CC6.1" }]));
  form.append("file", new Blob([bytes], { type: "application/octet-stream" }), "access-review.bin");
  const uploaded = await api(A, "POST", "/api/v1/evidence/upload", bearer(token), form);
  expect(uploaded.status, uploaded.text).toBe(201);
  expect(uploaded.json.data.sha256).toBe(sha256(bytes));
  const downloaded = await api(B, "GET", `/api/v1/evidence/files/${uploaded.json.data.id}`, bearer(token));
  expect(downloaded.status, downloaded.text).toBe(200);
  expect(sha256(downloaded.bytes)).toBe(sha256(bytes));

  const audit = (await api(A, "POST", "/api/v1/audits", bearer(token), { framework_id: "soc2", type: "type_i", title: "SOC 2 Type I" })).json.data;
  const zip = await api(B, "GET", `/api/v1/audits/${audit.id}/package`, bearer(token));
  expect(zip.status, zip.text).toBe(200);
  const files = await unzip(zip.bytes);
  const packed = [...files].find(([name]) => name.endsWith("/access-review.bin"));
  expect(packed && sha256(packed[1])).toBe(sha256(bytes));

  expect((await api(A, "PUT", `/api/v1/audits/${audit.id}`, bearer(token), { status: "in_progress" })).status).toBe(200);
  const auditor = `auditor-${randomBytes(4).toString("hex")}@firm.test`;
  const invited = await api(A, "POST", `/api/v1/audits/${audit.id}/invite-auditor`, bearer(token), { email: auditor, name: "Ada Auditor", firm: "Firm LLP" });
  expect(invited.status, invited.text).toBe(201);
  await expect.poll(() => mail.emails.filter((m) => m.to.includes(auditor)).length, { timeout: 15_000 }).toBe(1);
  const link = /\/auditor\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.emails.find((m) => m.to.includes(auditor))!.text!)!;
  const accepted = await api(B, "POST", "/api/v1/auditor/accept-invitation", {}, { token: link[1] });
  expect(accepted.status, accepted.text).toBe(200);
  const portal = await api(A, "GET", "/api/v1/auditor/audit", bearer(accepted.json.data.token));
  expect(portal.status, portal.text).toBe(200);
  // Both instances' mail lanes polled meanwhile: every message went out once (no repeated send to the provider).
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(mail.requests).toBe(mail.emails.length);
});

test("a due schedule runs once, whichever instance claims it, and neither instance wrote a file under its DATA_DIR", async () => {
  const created = await api(A, "POST", "/api/v1/monitoring/schedules", bearer(token), {
    frameworkId: "soc2",
    frequency: "weekly",
    paused: true,
    notifyOnFail: false,
    businessProfile: {
      companyName: "Two Instances Ltd",
      industry: "Software",
      employeeCount: 12,
      regions: ["EU"],
      dataTypes: ["personal_data"],
      practices: { mfa: true, encryptionAtRest: true, encryptionInTransit: true, accessReviews: true, backups: true, logging: true },
    },
  });
  expect(created.status, created.text).toBe(201);
  const scheduleId = created.json.data.id as string;
  // Due now, with no kick to favour either instance: both schedulers' ticks race for it.
  await db`update monitoring_schedules set paused = false, next_run_at = now() - interval '1 second' where id = ${scheduleId}`;
  const results = async () => (await api(B, "GET", `/api/v1/monitoring/results?scheduleId=${scheduleId}`, bearer(token))).json.data.length;
  await expect.poll(results, { timeout: 20_000 }).toBe(1);
  // A dozen more ticks of each instance: the run is not repeated.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await results()).toBe(1);
  const [row] = await db`select count(*)::int as n from monitoring_results where schedule_id = ${scheduleId}`;
  expect(row.n).toBe(1);

  expect(filesUnder(dataDir("a"))).toEqual([]);
  expect(filesUnder(dataDir("b"))).toEqual([]);
  // The bytes went to the bucket instead.
  expect(filesUnder(bucket.dir).length).toBeGreaterThan(0);
});
