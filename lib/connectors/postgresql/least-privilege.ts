import type { LeastPrivilege } from "../types";
import { prose } from "@/lib/format/prose";

export const postgresqlLeastPrivilege: LeastPrivilege = {
  summary: prose(
    "Create a login role that only reads settings and statistics: pg_monitor (which includes pg_read_all_settings) lets it see every",
    "setting the tests read, pg_roles and its own pg_stat_ssl row. It cannot read pg_authid, so it cannot tell which roles have a",
    "password: the password-expiry test then judges every login role, including those that sign in by certificate or IAM. It cannot read",
    "pg_hba.conf unless you add the two optional grants (self-hosted servers only; managed services decide TLS through rds.force_ssl /",
    "require_secure_transport, which it can read); without them the TLS test answers error when ssl is on. The connector also opens its",
    "session read-only (default_transaction_read_only) and never writes.",
  ),
  document: {
    format: "sql",
    content: [
      "-- As a superuser (Amazon RDS / Cloud SQL: the master / cloudsqlsuperuser role).",
      "CREATE ROLE compliance_monitor LOGIN PASSWORD '<a long random password>' VALID UNTIL '<a date within a year>' CONNECTION LIMIT 2;",
      "GRANT pg_read_all_settings, pg_monitor TO compliance_monitor;",
      "GRANT CONNECT ON DATABASE <database> TO compliance_monitor;",
      "",
      "-- Optional, self-hosted servers: lets the TLS test read pg_hba.conf.",
      "GRANT SELECT ON pg_catalog.pg_hba_file_rules TO compliance_monitor;",
      "GRANT EXECUTE ON FUNCTION pg_catalog.pg_hba_file_rules() TO compliance_monitor;",
    ].join("\n"),
  },
};
