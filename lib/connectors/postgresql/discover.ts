import { attributeError, describeError } from "../define-test";
import type { AttributeError, ConnectorContext, DiscoveredResource } from "../types";
import type { PostgresqlConfig, PostgresqlCredentials } from "./config";
import { openConnection, type Sql } from "./client";
import { plaintextRemoteRules, type HbaRule } from "./hba";

export const SERVER = "postgresql.server";
export const ROLE = "postgresql.role";

type Ctx = ConnectorContext<PostgresqlConfig, PostgresqlCredentials>;

/** Settings the tests read; provider-specific ones (rds.force_ssl, require_secure_transport, pgaudit.log) exist only where that provider or extension does. */
const SETTINGS = [
  "ssl",
  "password_encryption",
  "log_connections",
  "log_statement",
  "log_min_duration_statement",
  "rds.force_ssl",
  "require_secure_transport",
  "pgaudit.log",
] as const;
const REQUIRED_SETTINGS = ["ssl", "password_encryption", "log_connections", "log_statement", "log_min_duration_statement"] as const;

const ROLE_PAGE = 200;

/** A value read by one query, or the reason it could not be read; one failing read never stops the others. */
async function read<T>(what: () => Promise<T>): Promise<T | AttributeError> {
  try {
    return await what();
  } catch (error) {
    return attributeError(describeError(error));
  }
}

async function readSettings(sql: Sql): Promise<Record<string, string | AttributeError>> {
  const rows = await read(
    () =>
      sql<{ name: string; setting: string }[]>`
        select name, setting from pg_settings
        where name in ('ssl', 'password_encryption', 'log_connections', 'log_statement', 'log_min_duration_statement',
                       'rds.force_ssl', 'require_secure_transport', 'pgaudit.log')`,
  );
  const out: Record<string, string | AttributeError> = {};
  for (const name of SETTINGS) {
    if (!Array.isArray(rows)) out[name] = rows;
    else {
      const row = rows.find((r) => r.name === name);
      if (row) out[name] = row.setting;
      else if ((REQUIRED_SETTINGS as readonly string[]).includes(name))
        out[name] = attributeError(`the setting ${name} is not visible to this role; grant it pg_read_all_settings`);
    }
  }
  return out;
}

async function readHba(sql: Sql, user: string): Promise<string[] | AttributeError> {
  try {
    const rows = await sql<{ line: number; type: string; database: string; user: string; address: string | null; netmask: string | null; method: string }[]>`
      select line_number as line, type, array_to_string(database, ',') as database, array_to_string(user_name, ',') as user,
             address, netmask, auth_method as method
      from pg_hba_file_rules where error is null order by line_number`;
    return plaintextRemoteRules(rows as HbaRule[]);
  } catch (error) {
    const reason = describeError(error);
    return attributeError(
      /permission denied/i.test(reason)
        ? `pg_hba.conf is not readable by ${user} (${reason}); grant SELECT on pg_hba_file_rules and EXECUTE on pg_hba_file_rules() to it, ` +
            `or judge from the provider's TLS enforcement setting`
        : reason,
    );
  }
}

async function serverResource(sql: Sql, ctx: Ctx, checkedAt: string): Promise<DiscoveredResource> {
  const { host, port, database, user } = ctx.config;
  const [identity] = await sql<{ version: string; versionNum: string; bootstrap: string }[]>`
    select current_setting('server_version') as version, current_setting('server_version_num') as "versionNum",
           (select rolname from pg_roles where oid = 10) as bootstrap`;
  const settings = await readSettings(sql);
  const connectionTls = await read(async () => {
    const [row] = await sql<{ ssl: boolean; version: string | null }[]>`select ssl, version from pg_stat_ssl where pid = pg_backend_pid()`;
    return { encrypted: row?.ssl ?? false, protocol: row?.version ?? null };
  });
  const superusers = await read(async () =>
    (await sql<{ rolname: string }[]>`select rolname from pg_roles where rolsuper order by rolname`).map((r) => r.rolname),
  );
  const publicSchemaCreatable = await read(async () => {
    const rows = await sql<{ creatable: boolean }[]>`
      select has_schema_privilege('public', n.oid, 'CREATE') as creatable from pg_namespace n where n.nspname = 'public'`;
    return rows.length === 0 ? null : rows[0].creatable;
  });
  const providerTls =
    settings["rds.force_ssl"] !== undefined
      ? { setting: "rds.force_ssl", value: settings["rds.force_ssl"] }
      : settings.require_secure_transport !== undefined
        ? { setting: "require_secure_transport", value: settings.require_secure_transport }
        : null;
  return {
    type: SERVER,
    externalId: `${host}:${port}`,
    name: `${host}:${port}`,
    attributes: {
      host,
      port,
      database,
      connectedAs: user,
      checkedAt,
      version: identity.version,
      versionNum: Number(identity.versionNum),
      ssl: settings.ssl,
      providerTlsEnforcement: providerTls,
      connectionTls,
      plaintextHostRules: await readHba(sql, user),
      passwordEncryption: settings.password_encryption,
      bootstrapSuperuser: identity.bootstrap,
      superusers,
      publicSchemaCreatable,
      logConnections: settings.log_connections,
      logStatement: settings.log_statement,
      logMinDurationStatement:
        typeof settings.log_min_duration_statement === "string" ? Number(settings.log_min_duration_statement) : settings.log_min_duration_statement,
      pgauditLog: settings["pgaudit.log"] ?? null,
    },
  };
}

interface RoleRow {
  rolname: string;
  rolsuper: boolean;
  rolcanlogin: boolean;
  rolcreaterole: boolean;
  rolcreatedb: boolean;
  rolreplication: boolean;
  rolbypassrls: boolean;
  bootstrap: boolean;
  validUntil: string | null;
  hasPassword?: boolean;
}

/** Roles a page at a time through a server-side cursor; pg_authid (who has a password) only when readable. */
async function* roleResources(sql: Sql, checkedAt: string): AsyncGenerator<DiscoveredResource> {
  let passwordsReadable = true;
  try {
    await sql`select 1 from pg_authid limit 0`;
  } catch {
    passwordsReadable = false;
  }
  // Predefined roles (pg_*) are reserved names PostgreSQL owns; none can log in.
  const query = passwordsReadable
    ? sql<RoleRow[]>`
        select r.rolname, r.rolsuper, r.rolcanlogin, r.rolcreaterole, r.rolcreatedb, r.rolreplication, r.rolbypassrls,
               r.oid = 10 as bootstrap, to_json(r.rolvaliduntil) #>> '{}' as "validUntil", a.rolpassword is not null as "hasPassword"
        from pg_roles r join pg_authid a on a.oid = r.oid where r.rolname !~ '^pg_' order by r.rolname`
    : sql<RoleRow[]>`
        select r.rolname, r.rolsuper, r.rolcanlogin, r.rolcreaterole, r.rolcreatedb, r.rolreplication, r.rolbypassrls,
               r.oid = 10 as bootstrap, to_json(r.rolvaliduntil) #>> '{}' as "validUntil"
        from pg_roles r where r.rolname !~ '^pg_' order by r.rolname`;
  const unreadable = attributeError("whether a role has a password is kept in pg_authid, which only superusers can read");
  for await (const page of query.cursor(ROLE_PAGE)) {
    for (const row of page) {
      yield {
        type: ROLE,
        externalId: row.rolname,
        name: row.rolname,
        attributes: {
          checkedAt,
          superuser: row.rolsuper,
          canLogin: row.rolcanlogin,
          createRole: row.rolcreaterole,
          createDb: row.rolcreatedb,
          replication: row.rolreplication,
          bypassRls: row.rolbypassrls,
          bootstrap: row.bootstrap,
          validUntil: row.validUntil,
          hasPassword: passwordsReadable ? row.hasPassword : unreadable,
        },
      };
    }
  }
}

/** The server, then each role. Throws only when the server cannot be reached or refuses the sign-in. */
export async function* discoverPostgresql(ctx: Ctx): AsyncGenerator<DiscoveredResource> {
  const { sql, close } = await openConnection(ctx);
  try {
    const checkedAt = ctx.now.toISOString();
    yield await serverResource(sql, ctx, checkedAt);
    yield* roleResources(sql, checkedAt);
  } finally {
    await close();
  }
}
