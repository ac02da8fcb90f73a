import { formatDate } from "@/lib/format/date-time";
import { daysBetween, defineTest, errored, failing, isAttributeError, notApplicable, passing } from "../define-test";
import type { TestDefinition } from "../types";
import { ROLE, SERVER } from "./discover";
import { supportStatus } from "./versions";
import { prose } from "@/lib/format/prose";

/**
 * Superusers a managed service keeps for its own maintenance and never hands to the customer (Amazon
 * RDS/Aurora, Cloud SQL, AlloyDB, Azure, Supabase, Neon); like the bootstrap superuser, they are not counted.
 */
export const MAINTENANCE_SUPERUSERS = ["rdsadmin", "cloudsqladmin", "alloydbadmin", "azuresu", "supabase_admin", "cloud_admin"];

/** A password expiry further away than this is treated as none: it has to be renewed at least yearly. */
export const MAX_PASSWORD_VALIDITY_DAYS = 366;

const OFF = new Set(["off", "false", "no", "0", ""]);
const isOn = (value: unknown) => typeof value === "string" && !OFF.has(value.trim().toLowerCase());

function tlsOfConnection(value: unknown): string {
  if (isAttributeError(value) || !value) return "";
  const tls = value as { encrypted: boolean; protocol: string | null };
  return tls.encrypted ? ` (this connection used ${tls.protocol ?? "TLS"})` : " (this connection did not use TLS)";
}

const sslRequired = defineTest({
  id: "postgresql.server.ssl_required",
  resourceType: SERVER,
  title: "Connections require TLS",
  description: prose(
    "`ssl` is on and no client on another machine can connect without TLS: pg_hba.conf has no `host`, `hostnossl` or `hostnogssenc` rule",
    "(other than `reject`) for a non-loopback address that a non-TLS connection could reach — rules after a blanket `hostnossl all all",
    "0.0.0.0/0 reject` are unreachable and not counted. On Amazon RDS the `rds.force_ssl` parameter, on Azure",
    "`require_secure_transport`, decides instead. Reading pg_hba_file_rules needs superuser or an explicit grant; when it cannot be read",
    "and no provider setting says, the test answers error with the reason rather than guess from `ssl` alone, because `ssl = on` only",
    "offers TLS, it does not require it.",
  ),
  rationale: "Without TLS, passwords (for md5 and password methods) and every query and result cross the network readable by anyone on the path.",
  remediation: {
    console: prose(
      "Self-hosted: set ssl = on with a certificate, and in pg_hba.conf change remote `host` rules to `hostssl`, then reload. Amazon",
      "RDS: set rds.force_ssl = 1 in the DB parameter group. Azure: keep require_secure_transport on.",
    ),
    command: "ALTER SYSTEM SET ssl = on; -- then in pg_hba.conf: hostssl all all 0.0.0.0/0 scram-sha-256, and SELECT pg_reload_conf();",
  },
  severity: "high",
  themes: ["encryption_in_transit"],
  needs: ["ssl"],
  evaluate: (a) => {
    const via = tlsOfConnection(a.connectionTls);
    if (!isOn(a.ssl)) return failing(`ssl is off: the server cannot accept TLS connections at all${via}.`);
    const provider = a.providerTlsEnforcement as { setting: string; value: unknown } | null | undefined;
    if (provider && !isAttributeError(provider.value)) {
      return isOn(provider.value)
        ? passing(`ssl is on and ${provider.setting} = ${String(provider.value)}, so the server refuses connections without TLS${via}.`)
        : failing(`ssl is on, but ${provider.setting} = ${String(provider.value)}: clients may still connect without TLS${via}.`);
    }
    const rules = a.plaintextHostRules;
    if (rules === undefined) return errored("The sync did not record the pg_hba.conf rules.");
    if (isAttributeError(rules)) return errored(`ssl is on, but whether clients can still connect without TLS is unknown: ${rules.$error}${via}.`);
    const list = rules as string[];
    if (list.length > 0) return failing(`ssl is on, but pg_hba.conf lets other hosts connect without TLS: ${list.join("; ")}.`);
    return passing(`ssl is on and pg_hba.conf admits connections from other hosts only over TLS${via}.`);
  },
});

const passwordEncryption = defineTest({
  id: "postgresql.server.password_encryption",
  resourceType: SERVER,
  title: "Passwords are hashed with SCRAM-SHA-256",
  description: "`password_encryption` is `scram-sha-256`, so passwords set from now on are stored as SCRAM verifiers rather than MD5 hashes.",
  rationale: prose(
    "An MD5 hash in pg_authid is a password equivalent: whoever reads it can sign in. SCRAM also never sends the password over the wire.",
    "PostgreSQL 18 deprecates MD5 passwords.",
  ),
  remediation: {
    console: prose(
      "Set password_encryption = scram-sha-256 (Amazon RDS/Aurora: in the parameter group; Cloud SQL: as a database flag), then reset",
      "each role's password so it is stored as SCRAM.",
    ),
    command: "ALTER SYSTEM SET password_encryption = 'scram-sha-256'; SELECT pg_reload_conf(); -- then \\password <role> for each role",
  },
  severity: "medium",
  themes: ["credential_management", "secure_configuration"],
  needs: ["passwordEncryption"],
  evaluate: (a) =>
    a.passwordEncryption === "scram-sha-256"
      ? passing("password_encryption = scram-sha-256.")
      : failing(`password_encryption = ${String(a.passwordEncryption)}: new passwords are stored as MD5 hashes, not SCRAM-SHA-256.`),
});

const superuserCount = defineTest({
  id: "postgresql.server.superuser_count",
  resourceType: SERVER,
  title: "No superusers besides the bootstrap role",
  description:
    `No role has SUPERUSER except the bootstrap superuser (the role with OID 10, normally \`postgres\`) and a managed service's ` +
    `own maintenance role (${MAINTENANCE_SUPERUSERS.join(", ")}). Roles that cannot log in count too: any member can SET ROLE to them.`,
  rationale: prose(
    "A superuser bypasses every permission check, can read any data, run programs as the server's OS user and disable auditing; each one",
    "is a path to everything.",
  ),
  remediation: {
    console:
      "Give administrators a role with only what they need (CREATEROLE, CREATEDB, ownership, pg_monitor) and keep the bootstrap superuser for break-glass use.",
    command: "ALTER ROLE <role> NOSUPERUSER;",
  },
  severity: "high",
  themes: ["privileged_access"],
  needs: ["superusers", "bootstrapSuperuser"],
  evaluate: (a) => {
    const bootstrap = a.bootstrapSuperuser as string;
    const all = a.superusers as string[];
    const maintenance = all.filter((name) => name !== bootstrap && MAINTENANCE_SUPERUSERS.includes(name));
    const others = all.filter((name) => name !== bootstrap && !maintenance.includes(name));
    if (others.length === 0) {
      return passing(
        `Only the bootstrap superuser ${bootstrap}${
          maintenance.length > 0 ? ` and the service's maintenance role ${maintenance.join(", ")} ` + `have` : " has"
        } SUPERUSER.`,
      );
    }
    return failing(
      `${others.length} ${others.length === 1 ? "role" : "roles"} besides the bootstrap superuser ${bootstrap} ` +
        `${others.length === 1 ? "has" : "have"} SUPERUSER: ${others.join(", ")}.`,
    );
  },
});

const publicSchema = defineTest({
  id: "postgresql.server.public_schema_not_writable",
  resourceType: SERVER,
  title: "PUBLIC cannot create objects in the public schema",
  description: prose(
    "In the configured database, the PUBLIC pseudo-role (every role) lacks CREATE on the `public` schema",
    "(`has_schema_privilege('public', 'public', 'CREATE')` is false). PostgreSQL 15 revoked it by default; databases created earlier, or",
    "restored from older dumps, often still grant it. A database without a public schema passes.",
  ),
  rationale:
    "With CREATE on public, any role can plant functions or operators that shadow built-ins and run with the privileges of whoever calls them (CVE-2018-1058).",
  remediation: {
    console: prose(
      "Connect to the database as its owner or a superuser and revoke CREATE on schema public from PUBLIC; grant it to the roles that",
      "own the application's objects.",
    ),
    command: "REVOKE CREATE ON SCHEMA public FROM PUBLIC;",
  },
  severity: "medium",
  themes: ["data_exposure", "secure_configuration"],
  needs: ["publicSchemaCreatable"],
  evaluate: (a) => {
    const db = String(a.database);
    if (a.publicSchemaCreatable === null) return passing(`Database ${db} has no public schema.`);
    return a.publicSchemaCreatable
      ? failing(`In database ${db}, every role (PUBLIC) may create objects in the public schema.`)
      : passing(`In database ${db}, PUBLIC cannot create objects in the public schema.`);
  },
});

const connectionLogging = defineTest({
  id: "postgresql.server.connection_logging",
  resourceType: SERVER,
  title: "Connections are logged",
  description: prose(
    "`log_connections` is on (PostgreSQL 18: any of receipt, authentication, authorization or all), as this connection sees it — which",
    "includes settings made for its database or role.",
  ),
  rationale: "Without connection logs nobody can tell who signed in, from where and when — the first question after an incident.",
  remediation: {
    console: prose(
      "Set log_connections = on (Amazon RDS/Aurora: in the parameter group; Cloud SQL: database flag log_connections) and ship the",
      "server log to your log store.",
    ),
    command: "ALTER SYSTEM SET log_connections = on; SELECT pg_reload_conf();",
  },
  severity: "medium",
  themes: ["logging"],
  needs: ["logConnections"],
  evaluate: (a) =>
    isOn(a.logConnections)
      ? passing(`log_connections = ${String(a.logConnections)}.`)
      : failing(`log_connections = ${String(a.logConnections) || "(empty)"}: connections are not logged.`),
});

const statementLogging = defineTest({
  id: "postgresql.server.statement_logging",
  resourceType: SERVER,
  title: "Statements are logged",
  description: prose(
    "Schema and role changes reach the server log: `log_statement` is ddl, mod or all, or `log_min_duration_statement` is 0 (every",
    "statement), or pgaudit is configured (`pgaudit.log` other than none). A positive log_min_duration_statement logs only slow",
    "statements and does not pass: a quick ALTER ROLE would go unrecorded.",
  ),
  rationale: "Who changed a table, a grant or a role, and when, is what change-management and incident reviews ask for.",
  remediation: {
    console: prose(
      "Set log_statement = ddl (or mod), or install pgaudit with pgaudit.log = 'ddl, role' (Amazon RDS/Aurora and Cloud SQL support both",
      "through parameters/flags).",
    ),
    command: "ALTER SYSTEM SET log_statement = 'ddl'; SELECT pg_reload_conf();",
  },
  severity: "medium",
  themes: ["logging", "change_management"],
  needs: ["logStatement", "logMinDurationStatement"],
  evaluate: (a) => {
    const statement = String(a.logStatement);
    const duration = Number(a.logMinDurationStatement);
    if (["ddl", "mod", "all"].includes(statement)) return passing(`log_statement = ${statement}.`);
    if (typeof a.pgauditLog === "string" && isOn(a.pgauditLog) && a.pgauditLog.trim().toLowerCase() !== "none")
      return passing(`pgaudit.log = ${a.pgauditLog}.`);
    if (duration === 0) return passing("log_min_duration_statement = 0: every statement is logged with its duration.");
    if (duration > 0)
      return failing(`log_statement = ${statement} and log_min_duration_statement = ${duration} ms: only statements slower than that are logged.`);
    return failing(`log_statement = ${statement} and log_min_duration_statement = ${duration}: statements are not logged.`);
  },
});

const versionSupported = defineTest({
  id: "postgresql.server.version_supported",
  resourceType: SERVER,
  title: "PostgreSQL version is still supported",
  description: prose(
    "The server's major version has not reached its community end of life (the last minor release, five years after the major's first",
    "release, per postgresql.org/support/versioning). PostgreSQL 13 reached it on 13 Nov 2025. Managed services' paid extended support",
    "does not count.",
  ),
  rationale: "After end of life no security fixes are released; known vulnerabilities stay open.",
  remediation: {
    console: "Plan a major upgrade (pg_upgrade, or the managed service's major version upgrade) to a supported version.",
    command: "pg_upgrade --old-bindir … --new-bindir … (or: aws rds modify-db-instance --engine-version 17.x --allow-major-version-upgrade)",
  },
  severity: "high",
  themes: ["vulnerability_management"],
  needs: ["versionNum", "version", "checkedAt"],
  evaluate: (a) => {
    const status = supportStatus(Number(a.versionNum), new Date(String(a.checkedAt)));
    const version = `PostgreSQL ${String(a.version).split(" ")[0]}`;
    if (status.supported)
      return passing(
        status.endOfLife
          ? `${version} is supported until ${formatDate(status.endOfLife)}.`
          : `${version} is newer than every version with a published end of life.`,
      );
    return failing(
      status.endOfLife ? `${version} reached its end of life on ${formatDate(status.endOfLife)}.` : `${version} reached its end of life years ago.`,
    );
  },
});

const passwordExpiry = defineTest({
  id: "postgresql.role.password_expiry",
  resourceType: ROLE,
  title: "Login roles' passwords expire",
  description:
    `A role that can log in with a password has VALID UNTIL set, at most ${MAX_PASSWORD_VALIDITY_DAYS} days ahead. Roles that ` +
    `cannot log in, and roles without a password (certificate, peer or IAM sign-in), are not applicable; an expiry already past passes (the ` +
    `password no longer works).`,
  rationale: "A password that never expires stays valid after the person or service that knew it has left; an expiry forces rotation.",
  remediation: {
    console: "Rotate the role's password and set an expiry; automate it for service accounts (a secrets manager's rotation).",
    command: "ALTER ROLE <role> PASSWORD '<new password>' VALID UNTIL '<date within a year>';",
  },
  severity: "medium",
  themes: ["credential_management", "access_lifecycle"],
  needs: ["canLogin", "checkedAt"],
  evaluate: (a, r) => {
    if (!a.canLogin) return notApplicable(`${r.name} cannot log in.`);
    if (a.hasPassword === false) return notApplicable(`${r.name} has no password; it signs in another way, if at all.`);
    const until = a.validUntil as string | null;
    if (until === null || until === "infinity") return failing(`${r.name} can log in and its password never expires (no VALID UNTIL).`);
    const checkedAt = new Date(String(a.checkedAt));
    if (Date.parse(until) <= checkedAt.getTime()) return passing(`${r.name}'s password expired on ${formatDate(until)}.`);
    if (-daysBetween(until, checkedAt) > MAX_PASSWORD_VALIDITY_DAYS)
      return failing(`${r.name}'s password is valid until ${formatDate(until)}, more than ${MAX_PASSWORD_VALIDITY_DAYS} days away.`);
    return passing(`${r.name}'s password expires on ${formatDate(until)}.`);
  },
});

export const postgresqlTests: TestDefinition[] = [
  sslRequired,
  passwordEncryption,
  superuserCount,
  publicSchema,
  connectionLogging,
  statementLogging,
  versionSupported,
  passwordExpiry,
];
