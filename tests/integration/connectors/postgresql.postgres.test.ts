import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresqlConnector } from "@/lib/connectors/postgresql/connector";
import type { PostgresqlConfig } from "@/lib/connectors/postgresql/config";
import { connectorContext, discoverAndEvaluate, type DiscoveredWithOutcomes } from "@/tests/helpers/connector";

/**
 * The PostgreSQL connector against the real server of TEST_DATABASE_URL (this project runs only when it is
 * set; an unreachable server fails beforeAll). The server is shared: everything made here has a unique
 * name and is dropped at the end, and server-wide settings (ssl, password_encryption, log_connections) are
 * only read — the tests expect whatever they are. PGlite covers their other outcomes
 * (tests/unit/connectors/postgresql.test.ts).
 */

const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const sfx = randomBytes(4).toString("hex");
const name = (what: string) => `cm_${sfx}_${what}`;
const ROLES = { admin: name("admin"), app: name("app"), svc: name("svc"), monitor: name("monitor"), hba: name("hba"), group: name("group") };
const DBS = { good: name("good"), bad: name("bad") };
const NOW = new Date();
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

let admin: postgres.Sql;
let server: { ssl: string; passwordEncryption: string; logConnections: string; superusers: string[] };

const withDatabase = async <T>(database: string, fn: (sql: postgres.Sql) => Promise<T>): Promise<T> => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
};

beforeAll(async () => {
  admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin`select 1`;
  } catch (error) {
    throw new Error(`PostgreSQL at ${adminUrl.host} is unreachable (${(error as Error).message}); the connector tests need it.`);
  }
  await admin.unsafe(`
    create role ${ROLES.admin} superuser login password 'admin-secret';
    create role ${ROLES.app} login password 'app-secret';
    create role ${ROLES.svc} login password 'svc-secret' valid until '${inDays(60)}';
    create role ${ROLES.monitor} login password 'monitor-secret' valid until '${inDays(90)}';
    create role ${ROLES.hba} login password 'hba-secret' valid until '${inDays(90)}';
    create role ${ROLES.group} nologin;
    grant pg_read_all_settings, pg_monitor to ${ROLES.monitor}, ${ROLES.hba};
  `);
  // CREATE DATABASE cannot share an (implicit) transaction with other statements.
  await admin.unsafe(`create database ${DBS.good}`);
  await admin.unsafe(`create database ${DBS.bad}`);
  await admin.unsafe(`
    alter database ${DBS.good} set log_statement = 'ddl';
    alter database ${DBS.bad} set log_statement = 'none';
    alter database ${DBS.bad} set log_min_duration_statement = 1000;
  `);
  await withDatabase(DBS.good, (sql) =>
    sql.unsafe(`
      revoke create on schema public from public;
      grant select on pg_catalog.pg_hba_file_rules to ${ROLES.hba};
      grant execute on function pg_catalog.pg_hba_file_rules() to ${ROLES.hba};`),
  );
  await withDatabase(DBS.bad, (sql) => sql.unsafe(`grant create on schema public to public;`));
  const [settings] = await admin<{ ssl: string; passwordEncryption: string; logConnections: string }[]>`
    select current_setting('ssl') as ssl, current_setting('password_encryption') as "passwordEncryption",
      current_setting('log_connections') as "logConnections"`;
  const superusers = (await admin<{ rolname: string }[]>`select rolname from pg_roles where rolsuper order by rolname`).map((r) => r.rolname);
  server = { ...settings, superusers };
});

afterAll(async () => {
  if (!admin) return;
  await withDatabase(DBS.good, (sql) =>
    sql.unsafe(`
      revoke select on pg_catalog.pg_hba_file_rules from ${ROLES.hba};
      revoke execute on function pg_catalog.pg_hba_file_rules() from ${ROLES.hba};`),
  ).catch(() => {});
  await admin.unsafe(`drop database if exists ${DBS.good} with (force)`);
  await admin.unsafe(`drop database if exists ${DBS.bad} with (force)`);
  for (const role of Object.values(ROLES)) await admin.unsafe(`drop role if exists ${role}`);
  await admin.end();
});

const configOf = (database: string, user = adminUrl.username || "postgres", extra: Partial<PostgresqlConfig> = {}): PostgresqlConfig => ({
  host: adminUrl.hostname,
  port: Number(adminUrl.port || 5432),
  database,
  user,
  sslmode: "disable",
  ...extra,
});
const credentials = { password: decodeURIComponent(adminUrl.password) || "trust-auth-ignores-it" };
const serverKey = () => `postgresql.server ${adminUrl.hostname}:${Number(adminUrl.port || 5432)}`;
const outcomes = (resources: Map<string, DiscoveredWithOutcomes>, key: string) => {
  const resource = resources.get(key);
  if (!resource) throw new Error(`no resource ${key}`);
  return resource.outcomes;
};

describe("PostgreSQL connector on PostgreSQL", () => {
  it("reads a well-configured database on the shared server", async () => {
    const resources = await discoverAndEvaluate(postgresqlConnector, connectorContext(configOf(DBS.good), credentials, { now: NOW }));
    const s = outcomes(resources, serverKey());
    expect(resources.get(serverKey())!.attributes).toMatchObject({ database: DBS.good, versionNum: expect.any(Number), plaintextHostRules: expect.any(Array) });
    expect(s["postgresql.server.public_schema_not_writable"]).toEqual({
      outcome: "passing",
      detail: `In database ${DBS.good}, PUBLIC cannot create objects in the public schema.`,
    });
    expect(s["postgresql.server.statement_logging"]).toEqual({ outcome: "passing", detail: "log_statement = ddl." });
    expect(s["postgresql.server.superuser_count"]).toMatchObject({ outcome: "failing", detail: expect.stringContaining(ROLES.admin) });
    expect(s["postgresql.server.version_supported"]).toMatchObject({ outcome: "passing" });

    // Server-wide settings: read, not changed; the test agrees with the server either way.
    if (server.ssl === "on") expect(s["postgresql.server.ssl_required"].outcome).not.toBe("error");
    else
      expect(s["postgresql.server.ssl_required"]).toEqual({
        outcome: "failing",
        detail: "ssl is off: the server cannot accept TLS connections at all (this connection did not use TLS).",
      });
    expect(s["postgresql.server.password_encryption"].outcome).toBe(server.passwordEncryption === "scram-sha-256" ? "passing" : "failing");
    expect(s["postgresql.server.connection_logging"]).toEqual(
      server.logConnections === "on"
        ? { outcome: "passing", detail: "log_connections = on." }
        : { outcome: "failing", detail: `log_connections = ${server.logConnections}: connections are not logged.` },
    );

    const expiry = (role: string) => outcomes(resources, `postgresql.role ${role}`)["postgresql.role.password_expiry"];
    expect(expiry(ROLES.app)).toEqual({ outcome: "failing", detail: `${ROLES.app} can log in and its password never expires (no VALID UNTIL).` });
    expect(expiry(ROLES.admin).outcome).toBe("failing");
    expect(expiry(ROLES.svc)).toMatchObject({ outcome: "passing", detail: expect.stringMatching(new RegExp(`^${ROLES.svc}'s password expires on `)) });
    expect(expiry(ROLES.group)).toEqual({ outcome: "not_applicable", detail: `${ROLES.group} cannot log in.` });
    expect(resources.get(`postgresql.role ${ROLES.admin}`)!.attributes).toMatchObject({ superuser: true, canLogin: true, hasPassword: true, validUntil: null });
  });

  it("reads a badly-configured database on the shared server", async () => {
    const resources = await discoverAndEvaluate(postgresqlConnector, connectorContext(configOf(DBS.bad), credentials, { now: NOW }));
    const s = outcomes(resources, serverKey());
    expect(s["postgresql.server.public_schema_not_writable"]).toEqual({
      outcome: "failing",
      detail: `In database ${DBS.bad}, every role (PUBLIC) may create objects in the public schema.`,
    });
    expect(s["postgresql.server.statement_logging"]).toEqual({
      outcome: "failing",
      detail: "log_statement = none and log_min_duration_statement = 1000 ms: only statements slower than that are logged.",
    });
    const others = server.superusers.filter((r) => r !== "postgres");
    expect(s["postgresql.server.superuser_count"]).toEqual({
      outcome: "failing",
      detail:
        `${others.length} ${others.length === 1 ? "role" : "roles"} besides the bootstrap superuser postgres ` +
        `${others.length === 1 ? "has" : "have"} SUPERUSER: ${others.join(", ")}.`,
    });
  });

  it("as the least-privilege monitoring role, answers error where it cannot see and evaluates the rest", async () => {
    const resources = await discoverAndEvaluate(postgresqlConnector, connectorContext(configOf(DBS.good, ROLES.monitor), credentials, { now: NOW }));
    const attributes = resources.get(serverKey())!.attributes;
    expect(attributes.connectedAs).toBe(ROLES.monitor);
    expect(attributes.plaintextHostRules).toEqual({
      $error: expect.stringMatching(new RegExp(`^pg_hba\\.conf is not readable by ${ROLES.monitor} \\(permission denied for view pg_hba_file_rules\\)`)),
    });
    expect(attributes.passwordEncryption).toBe(server.passwordEncryption);
    expect(attributes.logConnections).toBe(server.logConnections);
    expect(resources.get(`postgresql.role ${ROLES.svc}`)!.attributes.hasPassword).toEqual({
      $error: "whether a role has a password is kept in pg_authid, which only superusers can read",
    });
    expect(outcomes(resources, `postgresql.role ${ROLES.svc}`)["postgresql.role.password_expiry"].outcome).toBe("passing");
    if (server.ssl === "on") {
      expect(outcomes(resources, serverKey())["postgresql.server.ssl_required"]).toMatchObject({
        outcome: "error",
        detail: expect.stringContaining("permission denied for view pg_hba_file_rules"),
      });
    }
  });

  it("reads pg_hba.conf with the optional grants of the least-privilege SQL", async () => {
    const resources = await discoverAndEvaluate(postgresqlConnector, connectorContext(configOf(DBS.good, ROLES.hba), credentials, { now: NOW }));
    const rules = resources.get(serverKey())!.attributes.plaintextHostRules;
    expect(Array.isArray(rules)).toBe(true);
    const [{ count }] = await withDatabase(
      DBS.good,
      (sql) => sql<{ count: number }[]>`
      select count(*)::int as count from pg_hba_file_rules
      where type in ('host', 'hostnossl', 'hostnogssenc') and auth_method <> 'reject' and address not in ('127.0.0.1', '::1', 'samehost', 'localhost')`,
    );
    if (count === 0) expect(rules).toEqual([]);
  });

  it("checks the connection, and says why it fails", async () => {
    expect(await postgresqlConnector.checkConnection!(connectorContext(configOf(DBS.good, ROLES.monitor), credentials))).toEqual({
      ok: true,
      message: expect.stringMatching(
        new RegExp(`^Connected to PostgreSQL \\d+\\.\\d+ at ${adminUrl.hostname}:\\d+ as ${ROLES.monitor}, (without TLS|over TLSv[\\d.]+)\\.$`),
      ),
    });
    const ghost = connectorContext(configOf(DBS.good, name("ghost")), credentials);
    expect(await postgresqlConnector.checkConnection!(ghost)).toEqual({
      ok: false,
      message: `The server refused the sign-in as ${name("ghost")}: role "${name("ghost")}" does not exist.`,
    });
    await expect(discoverAndEvaluate(postgresqlConnector, ghost)).rejects.toThrow(`role "${name("ghost")}" does not exist`);
    expect(await postgresqlConnector.checkConnection!(connectorContext(configOf(name("nodb")), credentials))).toEqual({
      ok: false,
      message: `The database ${name("nodb")} does not exist on ${adminUrl.hostname}:${Number(adminUrl.port || 5432)}.`,
    });
    if (server.ssl !== "on") {
      expect(await postgresqlConnector.checkConnection!(connectorContext(configOf(DBS.good, undefined, { sslmode: "verify-full" }), credentials))).toEqual({
        ok: false,
        message:
          `The server at ${adminUrl.hostname}:${Number(adminUrl.port || 5432)} does not accept TLS (it declined the SSLRequest), and ` +
          `sslmode verify-full requires it; enable ssl on the server.`,
      });
    }
  });
});
