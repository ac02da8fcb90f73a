import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { controlsOfThemes } from "@/lib/connectors";
import { postgresqlConnector } from "@/lib/connectors/postgresql/connector";
import type { PostgresqlConfig } from "@/lib/connectors/postgresql/config";
import { plaintextRemoteRules, type HbaRule } from "@/lib/connectors/postgresql/hba";
import { majorOf, supportStatus } from "@/lib/connectors/postgresql/versions";
import { connectorContext, discoverAndEvaluate, type DiscoveredWithOutcomes } from "@/tests/helpers/connector";
import { createTestPki, type TestPki } from "@/tests/fakes/tls/certificates";
import { startSilentServer } from "@/tests/fakes/tls/https-servers";
import { startPostgresTlsProxy, type PostgresTlsProxy } from "@/tests/fakes/tls/postgres-tls-proxy";
import { prose } from "@/lib/format/prose";

/**
 * The connector against real PostgreSQL engines: PGlite (PostgreSQL 18 in WebAssembly) served over its
 * socket, configured well and badly through postgresql.conf and SQL, and behind a TLS front for the
 * sslmode paths. The shared PostgreSQL 15 server is covered by tests/integration/connectors/postgresql.postgres.test.ts.
 * What neither engine can be made to show (ssl = on, pg_hba.conf rules, managed-service settings) is covered
 * by evaluate() on hand-made attributes below.
 */

interface Engine {
  db: PGlite;
  host: string;
  port: number;
  stop(): Promise<void>;
}

async function startEngine(postgresqlconf: string[], setup: string): Promise<Engine> {
  const db = await PGlite.create({ postgresqlconf });
  await db.exec(setup);
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 1 });
  await server.start();
  const [host, port] = server.getServerConn().split(":");
  return {
    db,
    host,
    port: Number(port),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

const NOW = new Date();
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

const configOf = (engine: { host: string; port: number }, extra: Partial<PostgresqlConfig> = {}): PostgresqlConfig => ({
  host: engine.host,
  port: engine.port,
  database: "postgres",
  user: "postgres",
  sslmode: "disable",
  ...extra,
});
const credentials = { password: "not-checked-by-pglite" };

let good: Engine;
let bad: Engine;
let pki: TestPki;
let proxy: PostgresTlsProxy;
let wrongHostProxy: PostgresTlsProxy;

beforeAll(async () => {
  pki = createTestPki(NOW);
  [good, bad] = await Promise.all([
    startEngine(
      ["password_encryption = 'scram-sha-256'", "log_connections = 'all'", "log_statement = 'ddl'"],
      `create role app_reader login password 'reader-secret' valid until '${inDays(90)}';
       create role reporting nologin;
       create role cert_only login;`,
    ),
    startEngine(
      ["password_encryption = 'md5'", "log_statement = 'none'", "log_min_duration_statement = 250"],
      `create role dba superuser login password 'dba-secret';
       create role legacy_app login password 'legacy-secret';
       create role far_future login password 'far-secret' valid until '${inDays(2000)}';
       create role old_contractor login password 'old-secret' valid until '${inDays(-3)}';
       grant create on schema public to public;`,
    ),
  ]);
  proxy = await startPostgresTlsProxy(good, pki.good);
  wrongHostProxy = await startPostgresTlsProxy(good, pki.wrongHost);
}, 60_000);

afterAll(async () => {
  await Promise.all([proxy?.close(), wrongHostProxy?.close()]);
  await Promise.all([good?.stop(), bad?.stop()]);
});

const outcome = (resources: Map<string, DiscoveredWithOutcomes>, key: string, test: string) => {
  const resource = resources.get(key);
  if (!resource) throw new Error(`no resource ${key}; found ${[...resources.keys()].join(", ")}`);
  return resource.outcomes[test];
};

describe("PostgreSQL connector on PGlite", () => {
  it("reads a well-configured server and its roles", async () => {
    const resources = await discoverAndEvaluate(postgresqlConnector, connectorContext(configOf(good), credentials, { now: NOW }));
    const server = `postgresql.server ${good.host}:${good.port}`;
    expect(resources.get(server)?.attributes).toMatchObject({
      versionNum: expect.any(Number),
      ssl: "off",
      passwordEncryption: "scram-sha-256",
      bootstrapSuperuser: "postgres",
      superusers: ["postgres"],
      publicSchemaCreatable: false,
      logConnections: "all",
      logStatement: "ddl",
    });
    expect(outcome(resources, server, "postgresql.server.ssl_required")).toEqual({
      outcome: "failing",
      detail: "ssl is off: the server cannot accept TLS connections at all (this connection did not use TLS).",
    });
    expect(outcome(resources, server, "postgresql.server.password_encryption")).toEqual({ outcome: "passing", detail: "password_encryption = scram-sha-256." });
    expect(outcome(resources, server, "postgresql.server.superuser_count")).toEqual({
      outcome: "passing",
      detail: "Only the bootstrap superuser postgres has SUPERUSER.",
    });
    expect(outcome(resources, server, "postgresql.server.public_schema_not_writable")).toEqual({
      outcome: "passing",
      detail: "In database postgres, PUBLIC cannot create objects in the public schema.",
    });
    expect(outcome(resources, server, "postgresql.server.connection_logging")).toEqual({ outcome: "passing", detail: "log_connections = all." });
    expect(outcome(resources, server, "postgresql.server.statement_logging")).toEqual({ outcome: "passing", detail: "log_statement = ddl." });
    expect(outcome(resources, server, "postgresql.server.version_supported")).toMatchObject({
      outcome: "passing",
      detail: expect.stringMatching(/^PostgreSQL 18\.\d+ is supported until 14 Nov 2030\.$/),
    });

    expect(outcome(resources, "postgresql.role app_reader", "postgresql.role.password_expiry")).toMatchObject({
      outcome: "passing",
      detail: expect.stringMatching(/^app_reader's password expires on \d+ \w+ \d{4}\.$/),
    });
    expect(outcome(resources, "postgresql.role reporting", "postgresql.role.password_expiry")).toEqual({
      outcome: "not_applicable",
      detail: "reporting cannot log in.",
    });
    expect(outcome(resources, "postgresql.role cert_only", "postgresql.role.password_expiry")).toEqual({
      outcome: "not_applicable",
      detail: "cert_only has no password; it signs in another way, if at all.",
    });
    expect(resources.get("postgresql.role postgres")?.attributes).toMatchObject({ superuser: true, bootstrap: true, hasPassword: false });
    expect([...resources.keys()].some((k) => k.startsWith("postgresql.role pg_"))).toBe(false);
  });

  it("reads a badly-configured server and its roles", async () => {
    const resources = await discoverAndEvaluate(postgresqlConnector, connectorContext(configOf(bad), credentials, { now: NOW }));
    const server = `postgresql.server ${bad.host}:${bad.port}`;
    expect(outcome(resources, server, "postgresql.server.password_encryption")).toEqual({
      outcome: "failing",
      detail: "password_encryption = md5: new passwords are stored as MD5 hashes, not SCRAM-SHA-256.",
    });
    expect(outcome(resources, server, "postgresql.server.superuser_count")).toEqual({
      outcome: "failing",
      detail: "1 role besides the bootstrap superuser postgres has SUPERUSER: dba.",
    });
    expect(outcome(resources, server, "postgresql.server.public_schema_not_writable")).toEqual({
      outcome: "failing",
      detail: "In database postgres, every role (PUBLIC) may create objects in the public schema.",
    });
    expect(outcome(resources, server, "postgresql.server.connection_logging")).toEqual({
      outcome: "failing",
      detail: "log_connections = (empty): connections are not logged.",
    });
    expect(outcome(resources, server, "postgresql.server.statement_logging")).toEqual({
      outcome: "failing",
      detail: "log_statement = none and log_min_duration_statement = 250 ms: only statements slower than that are logged.",
    });

    expect(outcome(resources, "postgresql.role legacy_app", "postgresql.role.password_expiry")).toEqual({
      outcome: "failing",
      detail: "legacy_app can log in and its password never expires (no VALID UNTIL).",
    });
    expect(outcome(resources, "postgresql.role dba", "postgresql.role.password_expiry")).toEqual({
      outcome: "failing",
      detail: "dba can log in and its password never expires (no VALID UNTIL).",
    });
    expect(outcome(resources, "postgresql.role far_future", "postgresql.role.password_expiry")).toMatchObject({
      outcome: "failing",
      detail: expect.stringMatching(/^far_future's password is valid until .+, more than 366 days away\.$/),
    });
    expect(outcome(resources, "postgresql.role old_contractor", "postgresql.role.password_expiry")).toMatchObject({
      outcome: "passing",
      detail: expect.stringMatching(/^old_contractor's password expired on /),
    });
  });

  it("judges the version against the sync's clock", async () => {
    const resources = await discoverAndEvaluate(postgresqlConnector, connectorContext(configOf(good), credentials, { now: new Date("2031-01-01T00:00:00Z") }));
    expect(outcome(resources, `postgresql.server ${good.host}:${good.port}`, "postgresql.server.version_supported")).toMatchObject({
      outcome: "failing",
      detail: expect.stringMatching(/^PostgreSQL 18\.\d+ reached its end of life on 14 Nov 2030\.$/),
    });
  });

  it("records what a non-superuser cannot read as errors with the reason, and still evaluates the rest", async () => {
    // PGlite is one backend shared by every socket client and ignores the startup user: SET ROLE makes the
    // connector's session run as the monitoring role.
    await good.db.exec(`create role monitor_probe login; grant pg_monitor to monitor_probe; set role monitor_probe;`);
    try {
      const resources = await discoverAndEvaluate(postgresqlConnector, connectorContext(configOf(good, { user: "monitor_probe" }), credentials, { now: NOW }));
      const server = resources.get(`postgresql.server ${good.host}:${good.port}`)!;
      expect(server.attributes.plaintextHostRules).toEqual({
        $error: expect.stringMatching(/^pg_hba\.conf is not readable by monitor_probe \(permission denied for view pg_hba_file_rules\); grant SELECT/),
      });
      // ssl = off decides the TLS test whatever pg_hba.conf says.
      expect(server.outcomes["postgresql.server.ssl_required"].outcome).toBe("failing");
      expect(server.outcomes["postgresql.server.password_encryption"].outcome).toBe("passing");
      const role = resources.get("postgresql.role app_reader")!;
      expect(role.attributes.hasPassword).toEqual({ $error: "whether a role has a password is kept in pg_authid, which only superusers can read" });
      expect(role.outcomes["postgresql.role.password_expiry"].outcome).toBe("passing");
      // Without pg_authid a login role with no password cannot be told apart: it is judged by its expiry.
      expect(resources.get("postgresql.role cert_only")!.outcomes["postgresql.role.password_expiry"]).toEqual({
        outcome: "failing",
        detail: "cert_only can log in and its password never expires (no VALID UNTIL).",
      });
    } finally {
      await good.db.exec(`reset role; drop role monitor_probe;`);
    }
  });

  it("checks the connection in words", async () => {
    await expect(postgresqlConnector.checkConnection!(connectorContext(configOf(good), credentials))).resolves.toEqual({
      ok: true,
      message: expect.stringMatching(new RegExp(`^Connected to PostgreSQL 18\\.\\d+ at ${good.host}:${good.port} as postgres, without TLS\\.$`)),
    });
  });
});

describe("PostgreSQL connector: reaching the server", () => {
  it("refuses a private address unless the operator allows private targets", async () => {
    const ctx = connectorContext(configOf(good), credentials, { allowPrivateTargets: false });
    const check = await postgresqlConnector.checkConnection!(ctx);
    expect(check).toEqual({
      ok: false,
      message: "Refused to connect: the host 127.0.0.1 resolves to 127.0.0.1, a loopback, private, link-local or otherwise non-public address.",
    });
    await expect(discoverAndEvaluate(postgresqlConnector, ctx)).rejects.toThrow(/^Refused to connect: the host 127\.0\.0\.1/);
  });

  it("says when nothing listens", async () => {
    const ctx = connectorContext(configOf({ host: "127.0.0.1", port: 9 }), credentials);
    expect(await postgresqlConnector.checkConnection!(ctx)).toEqual({
      ok: false,
      message: "Nothing accepted the connection at 127.0.0.1:9 (connection refused).",
    });
    await expect(discoverAndEvaluate(postgresqlConnector, ctx)).rejects.toThrow("Nothing accepted the connection at 127.0.0.1:9 (connection refused).");
  });

  it("connects over TLS with verify-full when the configured CA issued the certificate", async () => {
    const before = proxy.tlsConnections;
    const ctx = connectorContext(configOf(proxy, { sslmode: "verify-full", caCertificate: pki.caPem }), credentials, { now: NOW });
    expect(await postgresqlConnector.checkConnection!(ctx)).toMatchObject({ ok: true });
    const resources = await discoverAndEvaluate(postgresqlConnector, ctx);
    expect(resources.get(`postgresql.server ${proxy.host}:${proxy.port}`)?.attributes.passwordEncryption).toBe("scram-sha-256");
    expect(proxy.tlsConnections).toBe(before + 2);
  });

  it("refuses a certificate from an unknown CA under verify-full, and accepts it under require", async () => {
    const strict = connectorContext(configOf(proxy, { sslmode: "verify-full" }), credentials);
    const check = await postgresqlConnector.checkConnection!(strict);
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(/^The server's TLS certificate was not accepted \(sslmode verify-full\): .*(self-signed|unable to (get|verify))/);
    await expect(discoverAndEvaluate(postgresqlConnector, strict)).rejects.toThrow(/TLS certificate was not accepted/);
    expect(await postgresqlConnector.checkConnection!(connectorContext(configOf(proxy, { sslmode: "require" }), credentials))).toMatchObject({ ok: true });
  });

  it("refuses a certificate for another host under verify-full", async () => {
    const check = await postgresqlConnector.checkConnection!(
      connectorContext(configOf(wrongHostProxy, { sslmode: "verify-full", caCertificate: pki.caPem }), credentials),
    );
    expect(check).toEqual({
      ok: false,
      message: prose(
        "The server's TLS certificate was not accepted (sslmode verify-full): Hostname/IP does not match certificate's altnames: IP:",
        "127.0.0.1 is not in the cert's list: .",
      ),
    });
  });

  it("explains a server that refuses TLS, and one that requires it", async () => {
    const toPlain = await postgresqlConnector.checkConnection!(connectorContext(configOf(good, { sslmode: "require" }), credentials));
    expect(toPlain).toEqual({
      ok: false,
      message:
        `The server at ${good.host}:${good.port} does not accept TLS (it declined the SSLRequest), and sslmode require requires it; ` +
        `enable ssl on the server.`,
    });
    const before = proxy.plaintextRefused;
    const toTls = await postgresqlConnector.checkConnection!(connectorContext(configOf(proxy), credentials));
    expect(toTls).toEqual({
      ok: false,
      message: 'The server refused the sign-in as postgres: no pg_hba.conf entry for host "127.0.0.1", user "postgres", database "postgres", no encryption.',
    });
    expect(proxy.plaintextRefused).toBe(before + 1);
  });

  it("gives up on a server that never answers within the request timeout", async () => {
    const silent = await startSilentServer();
    vi.stubEnv("INTEGRATION_REQUEST_TIMEOUT_MS", "500");
    try {
      const started = Date.now();
      for (const sslmode of ["disable", "verify-full"] as const) {
        expect(
          await postgresqlConnector.checkConnection!(connectorContext(configOf({ host: "127.0.0.1", port: silent.port }, { sslmode }), credentials)),
        ).toEqual({
          ok: false,
          message: `The server at 127.0.0.1:${silent.port} did not complete the sign-in in time.`,
        });
      }
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      vi.unstubAllEnvs();
      await silent.close();
    }
  });

  it("stops when the sync is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const ctx = connectorContext(configOf(good), credentials, { signal: controller.signal });
    await expect(discoverAndEvaluate(postgresqlConnector, ctx)).rejects.toThrow();
  });
});

describe("PostgreSQL tests on hand-made attributes (what the engines here cannot be made to show)", () => {
  const test = (id: string) => postgresqlConnector.tests.find((t) => t.id === id)!;
  const server = { name: "db.example.com:5432", externalId: "db.example.com:5432" };
  const tls = { encrypted: true, protocol: "TLSv1.3" };

  it("judges TLS enforcement from pg_hba.conf, the provider's setting, or says it cannot", () => {
    const ssl = test("postgresql.server.ssl_required");
    expect(ssl.evaluate({ ssl: "on", connectionTls: tls, plaintextHostRules: [], providerTlsEnforcement: null }, server)).toEqual({
      outcome: "passing",
      detail: "ssl is on and pg_hba.conf admits connections from other hosts only over TLS (this connection used TLSv1.3).",
    });
    expect(
      ssl.evaluate(
        { ssl: "on", connectionTls: tls, plaintextHostRules: ["line 92: host all all 0.0.0.0/0 scram-sha-256"], providerTlsEnforcement: null },
        server,
      ),
    ).toEqual({
      outcome: "failing",
      detail: "ssl is on, but pg_hba.conf lets other hosts connect without TLS: line 92: host all all 0.0.0.0/0 scram-sha-256.",
    });
    expect(
      ssl.evaluate(
        {
          ssl: "on",
          connectionTls: tls,
          plaintextHostRules: { $error: "pg_hba.conf is not readable by monitor (permission denied for view pg_hba_file_rules)" },
          providerTlsEnforcement: null,
        },
        server,
      ),
    ).toEqual({
      outcome: "error",
      detail: prose(
        "ssl is on, but whether clients can still connect without TLS is unknown: pg_hba.conf is not readable by monitor (permission",
        "denied for view pg_hba_file_rules) (this connection used TLSv1.3).",
      ),
    });
    expect(
      ssl.evaluate(
        {
          ssl: "on",
          connectionTls: tls,
          plaintextHostRules: { $error: "permission denied" },
          providerTlsEnforcement: { setting: "rds.force_ssl", value: "1" },
        },
        server,
      ),
    ).toEqual({
      outcome: "passing",
      detail: "ssl is on and rds.force_ssl = 1, so the server refuses connections without TLS (this connection used TLSv1.3).",
    });
    expect(
      ssl.evaluate(
        {
          ssl: "on",
          connectionTls: tls,
          plaintextHostRules: { $error: "permission denied" },
          providerTlsEnforcement: { setting: "require_secure_transport", value: "off" },
        },
        server,
      ),
    ).toEqual({
      outcome: "failing",
      detail: "ssl is on, but require_secure_transport = off: clients may still connect without TLS (this connection used TLSv1.3).",
    });
    expect(ssl.evaluate({ ssl: { $error: "permission denied" } }, server).outcome).toBe("error");
  });

  it("finds the pg_hba.conf rules that admit plaintext from other hosts, in match order", () => {
    const rule = (
      line: number,
      type: string,
      address: string | null,
      netmask: string | null,
      method = "scram-sha-256",
      database = "all",
      user = "all",
    ): HbaRule => ({ line, type, database, user, address, netmask, method });
    expect(
      plaintextRemoteRules([
        rule(1, "local", null, null, "peer"),
        rule(2, "host", "127.0.0.1", "255.255.255.255", "trust"),
        rule(3, "host", "::1", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "trust"),
        rule(4, "host", "samehost", null),
        rule(5, "hostssl", "0.0.0.0", "0.0.0.0"),
        rule(6, "host", "10.0.0.0", "255.0.0.0"),
        rule(7, "hostnogssenc", "all", null),
      ]),
    ).toEqual(["line 6: host all all 10.0.0.0/255.0.0.0 scram-sha-256", "line 7: hostnogssenc all all all scram-sha-256"]);
    // A blanket reject for non-TLS connections of both families makes later plaintext rules unreachable.
    expect(plaintextRemoteRules([rule(1, "hostnossl", "all", null, "reject"), rule(2, "hostssl", "all", null), rule(3, "host", "all", null)])).toEqual([]);
    // A reject for IPv4 only leaves IPv6 clients to the later rule; a narrow reject shadows nothing.
    expect(plaintextRemoteRules([rule(1, "hostnossl", "0.0.0.0", "0.0.0.0", "reject"), rule(2, "host", "all", null)])).toEqual([
      "line 2: host all all all scram-sha-256",
    ]);
    expect(plaintextRemoteRules([rule(1, "hostnossl", "0.0.0.0", "0.0.0.0", "reject", "app"), rule(2, "host", "0.0.0.0", "0.0.0.0")])).toEqual([
      "line 2: host all all 0.0.0.0/0.0.0.0 scram-sha-256",
    ]);
    expect(plaintextRemoteRules([rule(1, "host", "db.internal.example", null)])).toEqual(["line 1: host all all db.internal.example scram-sha-256"]);
  });

  it("reads logging settings in their PostgreSQL 18 and pgaudit forms", () => {
    const connections = test("postgresql.server.connection_logging");
    expect(connections.evaluate({ logConnections: "receipt,authentication,authorization" }, server).outcome).toBe("passing");
    expect(connections.evaluate({ logConnections: "off" }, server)).toEqual({
      outcome: "failing",
      detail: "log_connections = off: connections are not logged.",
    });
    const statements = test("postgresql.server.statement_logging");
    expect(statements.evaluate({ logStatement: "none", logMinDurationStatement: 0, pgauditLog: null }, server)).toEqual({
      outcome: "passing",
      detail: "log_min_duration_statement = 0: every statement is logged with its duration.",
    });
    expect(statements.evaluate({ logStatement: "none", logMinDurationStatement: -1, pgauditLog: "ddl, role" }, server)).toEqual({
      outcome: "passing",
      detail: "pgaudit.log = ddl, role.",
    });
    expect(statements.evaluate({ logStatement: "none", logMinDurationStatement: -1, pgauditLog: "none" }, server)).toEqual({
      outcome: "failing",
      detail: "log_statement = none and log_min_duration_statement = -1: statements are not logged.",
    });
  });

  it("does not count a managed service's maintenance superuser", () => {
    const superusers = test("postgresql.server.superuser_count");
    expect(superusers.evaluate({ superusers: ["rdsadmin"], bootstrapSuperuser: "rdsadmin" }, server)).toEqual({
      outcome: "passing",
      detail: "Only the bootstrap superuser rdsadmin has SUPERUSER.",
    });
    expect(superusers.evaluate({ superusers: ["cloudsqladmin", "postgres"], bootstrapSuperuser: "postgres" }, server)).toEqual({
      outcome: "passing",
      detail: "Only the bootstrap superuser postgres and the service's maintenance role cloudsqladmin have SUPERUSER.",
    });
    expect(superusers.evaluate({ superusers: ["alice", "bob", "postgres"], bootstrapSuperuser: "postgres" }, server)).toEqual({
      outcome: "failing",
      detail: "2 roles besides the bootstrap superuser postgres have SUPERUSER: alice, bob.",
    });
  });

  it("knows the community end-of-life dates", () => {
    expect(majorOf(150020)).toBe("15");
    expect(majorOf(90624)).toBe("9.6");
    expect(supportStatus(130022, new Date("2025-11-12T23:59:59Z"))).toEqual({ supported: true, endOfLife: "2025-11-13" });
    expect(supportStatus(130022, new Date("2025-11-13T00:00:00Z"))).toEqual({ supported: false, endOfLife: "2025-11-13" });
    expect(supportStatus(90224, NOW)).toEqual({ supported: false, endOfLife: null });
    expect(supportStatus(250000, NOW)).toEqual({ supported: true, endOfLife: null });
    const version = test("postgresql.server.version_supported");
    expect(version.evaluate({ version: "13.22 (Debian 13.22-1)", versionNum: 130022, checkedAt: "2025-12-01T00:00:00Z" }, server)).toEqual({
      outcome: "failing",
      detail: "PostgreSQL 13.22 reached its end of life on 13 Nov 2025.",
    });
  });

  it("judges password expiry and the public schema's absence", () => {
    const expiry = test("postgresql.role.password_expiry");
    const role = { name: "svc", externalId: "svc" };
    expect(expiry.evaluate({ canLogin: true, hasPassword: true, validUntil: "infinity", checkedAt: NOW.toISOString() }, role)).toEqual({
      outcome: "failing",
      detail: "svc can log in and its password never expires (no VALID UNTIL).",
    });
    expect(expiry.evaluate({ canLogin: true, hasPassword: true, validUntil: inDays(366), checkedAt: NOW.toISOString() }, role).outcome).toBe("passing");
    expect(test("postgresql.server.public_schema_not_writable").evaluate({ database: "app", publicSchemaCreatable: null }, server)).toEqual({
      outcome: "passing",
      detail: "Database app has no public schema.",
    });
  });

  it("maps every test to controls, with remediation and a unique id", () => {
    const ids = postgresqlConnector.tests.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      "postgresql.server.ssl_required",
      "postgresql.server.password_encryption",
      "postgresql.server.superuser_count",
      "postgresql.server.public_schema_not_writable",
      "postgresql.server.connection_logging",
      "postgresql.server.statement_logging",
      "postgresql.server.version_supported",
      "postgresql.role.password_expiry",
    ]);
    for (const t of postgresqlConnector.tests) {
      expect(controlsOfThemes(t.themes).length).toBeGreaterThan(0);
      expect(t.remediation.command.length).toBeGreaterThan(10);
    }
    expect(postgresqlConnector.leastPrivilege.document?.content).toContain("GRANT pg_read_all_settings, pg_monitor TO compliance_monitor;");
  });
});
