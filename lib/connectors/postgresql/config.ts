import { z } from "zod";
import { prose } from "@/lib/format/prose";

const pem = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

export const postgresqlConfigSchema = z.strictObject({
  host: z
    .string()
    .trim()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9._:[\]-]+$/, "a host name or IP address, without scheme or path")
    .describe("Host name or IP address of the PostgreSQL server (for Amazon RDS: the instance endpoint)."),
  port: z.number().int().min(1).max(65_535).default(5432).describe("TCP port of the server."),
  database: z.string().min(1).max(63).default("postgres").describe("Database to connect to; the public-schema check looks at this database."),
  user: z.string().min(1).max(63).describe("Role the connector signs in as: a read-only monitoring role (see the least-privilege SQL)."),
  sslmode: z
    .enum(["disable", "require", "verify-full"])
    .default("verify-full")
    .describe(
      prose(
        "verify-full: TLS, the certificate must chain to a trusted CA and name the host. require: TLS without verifying the certificate.",
        "disable: no TLS (only on a trusted private network).",
      ),
    ),
  caCertificate: z
    .string()
    .max(100_000)
    .regex(pem, "a PEM certificate (-----BEGIN CERTIFICATE-----)")
    .optional()
    .describe(
      "For verify-full: the PEM certificate(s) of the CA that issued the server's certificate (e.g. the Amazon RDS CA bundle), trusted besides the system CAs.",
    ),
});

export const postgresqlCredentialSchema = z.strictObject({
  password: z.string().min(1).max(1024).describe("Password of that role."),
});

export type PostgresqlConfig = z.output<typeof postgresqlConfigSchema>;
export type PostgresqlCredentials = z.output<typeof postgresqlCredentialSchema>;
