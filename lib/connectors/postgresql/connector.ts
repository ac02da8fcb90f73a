import type { Connector } from "../types";
import { connectFailure, openConnection } from "./client";
import { postgresqlConfigSchema, postgresqlCredentialSchema, type PostgresqlConfig, type PostgresqlCredentials } from "./config";
import { discoverPostgresql, ROLE, SERVER } from "./discover";
import { postgresqlLeastPrivilege } from "./least-privilege";
import { postgresqlTests } from "./tests";
import { prose } from "@/lib/format/prose";

/**
 * A PostgreSQL server (self-hosted, Amazon RDS/Aurora, Cloud SQL, Azure…), read over one short-lived
 * connection with postgres-js: its security settings and its roles.
 */
export const postgresqlConnector: Connector<PostgresqlConfig, PostgresqlCredentials> = {
  id: "postgresql",
  name: "PostgreSQL",
  description: prose(
    "Checks a PostgreSQL server's TLS enforcement, password hashing, superusers, public-schema privileges, connection and statement",
    "logging, version support, and each login role's password expiry, over one read-only connection.",
  ),
  category: "database",
  mode: "pull",
  configSchema: postgresqlConfigSchema,
  credentialSchema: postgresqlCredentialSchema,
  leastPrivilege: postgresqlLeastPrivilege,
  resourceTypes: [
    {
      type: SERVER,
      name: "PostgreSQL server",
      description: "The server the integration connects to, with the settings the tests read (one per integration).",
      attributes: {
        host: "Configured host name or address",
        port: "Configured port",
        database: "Database connected to (the public-schema check applies to it)",
        connectedAs: "Role the connector signed in as",
        checkedAt: "When the sync read the server (ISO instant)",
        version: "server_version, e.g. 15.20",
        versionNum: "server_version_num, e.g. 150020",
        ssl: "The ssl setting (on/off)",
        providerTlsEnforcement: "{setting, value} for rds.force_ssl or require_secure_transport where the provider has one; null elsewhere",
        connectionTls: "{encrypted, protocol}: whether the connector's own connection used TLS (pg_stat_ssl)",
        plaintextHostRules: "pg_hba.conf rules that let other hosts connect without TLS, as 'line N: host db user address method'",
        passwordEncryption: "The password_encryption setting",
        bootstrapSuperuser: "Name of the bootstrap superuser (OID 10)",
        superusers: "Names of every role with SUPERUSER",
        publicSchemaCreatable: "Whether PUBLIC has CREATE on schema public in this database (null: no public schema)",
        logConnections: "The log_connections setting",
        logStatement: "The log_statement setting",
        logMinDurationStatement: "log_min_duration_statement in milliseconds (-1: off)",
        pgauditLog: "pgaudit.log where pgaudit is loaded, else null",
      },
    },
    {
      type: ROLE,
      name: "PostgreSQL role",
      description: "A role (user or group) of the server, predefined pg_* roles excepted.",
      attributes: {
        checkedAt: "When the sync read the role (ISO instant)",
        superuser: "rolsuper",
        canLogin: "rolcanlogin",
        createRole: "rolcreaterole",
        createDb: "rolcreatedb",
        replication: "rolreplication",
        bypassRls: "rolbypassrls",
        bootstrap: "Whether it is the bootstrap superuser (OID 10)",
        validUntil: "rolvaliduntil as an ISO instant, 'infinity', or null (no expiry)",
        hasPassword: "Whether a password is set (needs superuser to read pg_authid)",
      },
    },
  ],
  tests: postgresqlTests,
  async checkConnection(ctx) {
    let connection: Awaited<ReturnType<typeof openConnection>>;
    try {
      connection = await openConnection(ctx);
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    try {
      const [row] = await connection.sql<{ version: string; user: string; ssl: boolean | null; protocol: string | null }[]>`
        select current_setting('server_version') as version, current_user as user,
               s.ssl, s.version as protocol
        from (select 1) one left join pg_stat_ssl s on s.pid = pg_backend_pid()`;
      const transport = row.ssl ? `over ${row.protocol ?? "TLS"}` : "without TLS";
      return {
        ok: true,
        message: `Connected to PostgreSQL ${row.version.split(" ")[0]} at ${ctx.config.host}:${ctx.config.port} as ${row.user}, ${transport}.`,
      };
    } catch (error) {
      return { ok: false, message: connectFailure(ctx.config, error) };
    } finally {
      await connection.close();
    }
  },
  discover: discoverPostgresql,
};
