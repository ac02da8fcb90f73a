import { parseArgs } from "node:util";
import { findAccountId, listAccounts, listUsers, resetPassword, resetTwoFactor } from "@/lib/auth";
import { setAccountTier } from "@/lib/billing";
import { transferStoredFiles, verifyStoredFiles, type FileProblems } from "@/lib/evidence";
import { storeFor } from "@/lib/storage";
import { isTier, TIERS } from "@/lib/vocabulary";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import { createAdmin } from "./create-admin";
import { generatePassword } from "./generate-password";

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [--json]

  accounts list                               every account: id, name, stored and effective tier, users
  users list [--account <id|email>]           every user, or the users of one account
  tier set <accountId|email> <tier>           store a tier on the account (${TIERS.join(", ")})
  password reset <email> [--stdin]            set a new password: generated and printed, or read from stdin
  two-factor disable <email>                  turn a user's two-factor authentication off (lost authenticator and recovery codes)
  admin create --email E --name N --company C [--stdin]
                                              create an account and its owner, as sign-up does; prints the password
  storage migrate --to <s3|local>             copy every stored file from the other store into this one, checking each
                                              SHA-256; resumable and idempotent (S3_* settings name the bucket)
  storage verify [--quick]                    check that every file is in storage (STORAGE_DRIVER's) with its size and
                                              SHA-256 (--quick: present with its size, without reading it)

Database: DATABASE_URL (PostgreSQL), else the embedded database in DATA_DIR (default ./.data) while the
server is stopped. Changes are recorded in the account's audit trail with actor "operator".`;

/** A command line the operator got wrong: printed with the usage, exit status 2. */
export class UsageError extends Error {}

export interface CommandIo {
  /** The whole of standard input, for --stdin. */
  readStdin(): Promise<string>;
  /** A line of progress for long commands (storage migrate and verify), printed apart from the result. */
  progress?(line: string): void;
}

export interface CommandResult {
  /** What --json prints. */
  json: unknown;
  /** What a person reads. */
  text: string;
}

/** One operator command (scripts/admin.ts opens the database and prints the result). */
export async function runAdminCommand(ctx: Ctx, argv: string[], io: CommandIo): Promise<CommandResult> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: "boolean" },
      stdin: { type: "boolean" },
      account: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      company: { type: "string" },
      to: { type: "string" },
      quick: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [noun, verb, ...rest] = positionals;
  const command = `${noun ?? ""} ${verb ?? ""}`.trim();
  const arity = (n: number) => {
    if (rest.length !== n) throw new UsageError(`"${command}" takes ${n === 0 ? "no arguments" : `${n} argument(s)`}.`);
  };
  const password = async () => (values.stdin ? firstLine(await io.readStdin()) : generatePassword());

  switch (command) {
    case "accounts list": {
      arity(0);
      const accounts = await listAccounts(ctx);
      return {
        json: { billingEnabled: config.billingEnabled, accounts },
        text: [
          billingLine(),
          table(
            ["id", "name", "tier", "effective", "users", "created"],
            accounts.map((a) => [a.id, a.name, a.tier, a.effectiveTier, String(a.users), a.createdAt]),
          ),
        ].join("\n"),
      };
    }
    case "users list": {
      arity(0);
      const accountId = values.account === undefined ? undefined : await findAccountId(ctx, values.account);
      const users = await listUsers(ctx, { accountId });
      return {
        json: { users },
        text: table(
          ["id", "email", "name", "account", "account name", "created"],
          users.map((u) => [u.id, u.email, u.name, u.accountId, u.accountName, u.createdAt]),
        ),
      };
    }
    case "tier set": {
      arity(2);
      const [who, tier] = rest;
      if (!isTier(tier)) throw new UsageError(`Unknown tier "${tier}" (tiers: ${TIERS.join(", ")}).`);
      const change = await setAccountTier(ctx, { accountId: await findAccountId(ctx, who), tier });
      const note = config.billingEnabled
        ? "Billing is on: the gates read it until the next Stripe subscription event sets the tier again."
        : "Billing is off (no STRIPE_SECRET_KEY): every account works on enterprise; the stored tier counts once billing is on.";
      return { json: { ...change, billingEnabled: config.billingEnabled }, text: `Account ${change.accountId}: ${change.from} → ${change.to}.\n${note}` };
    }
    case "password reset": {
      arity(1);
      const generated = !values.stdin;
      const secret = await password();
      const done = await resetPassword(ctx, { email: rest[0], password: secret });
      return {
        json: { ...done, ...(generated ? { password: secret } : {}) },
        text: generated ? `New password for ${done.email}: ${secret}` : `Password of ${done.email} changed.`,
      };
    }
    case "two-factor disable": {
      arity(1);
      const done = await resetTwoFactor(ctx, { email: rest[0] });
      return {
        json: done,
        text: done.wasEnabled
          ? `Two-factor authentication of ${done.email} is off; they sign in with their password and may enrol again.`
          : `${done.email} had no two-factor authentication; nothing changed but the audit trail.`,
      };
    }
    case "admin create": {
      arity(0);
      const missing = (["email", "name", "company"] as const).filter((k) => !values[k]);
      if (missing.length) throw new UsageError(`"admin create" needs ${missing.map((k) => `--${k}`).join(", ")}.`);
      const generated = !values.stdin;
      const secret = await password();
      const created = await createAdmin(ctx, { email: values.email!, name: values.name!, company: values.company!, password: secret });
      return {
        json: { ...created, ...(generated ? { password: secret } : {}) },
        text: [
          `Created account ${created.accountId} (${created.accountName}) with owner ${created.email}.`,
          generated ? `Password: ${secret}` : "Password: as given on stdin.",
          billingLine(),
        ].join("\n"),
      };
    }
    case "storage migrate": {
      arity(0);
      const to = values.to;
      if (to !== "s3" && to !== "local") throw new UsageError('"storage migrate" needs --to s3 or --to local.');
      const from = to === "s3" ? "local" : "s3";
      const report = await transferStoredFiles(ctx.db, {
        from: storeFor(from),
        to: storeFor(to),
        progress: (r) =>
          io.progress?.(`${r.total} files: ${r.copied} copied, ${r.alreadyThere} already there, ${r.missing.count + r.corrupted.count} problems`),
      });
      return {
        json: { from, to, ...report },
        text: [
          `Storage migration ${from} → ${to}: ${report.total} files, ${report.copied} copied and checked (SHA-256), ${report.alreadyThere} already there.`,
          problemLines(report.missing, "missing in the source"),
          problemLines(report.corrupted, "damaged in the source (SHA-256 or size differs from the record; not copied)"),
          report.missing.count + report.corrupted.count === 0
            ? `Done. Set STORAGE_DRIVER=${to} on every instance.`
            : "Run it again after restoring those files; what was copied is kept.",
        ]
          .filter(Boolean)
          .join("\n"),
      };
    }
    case "storage verify": {
      arity(0);
      const report = await verifyStoredFiles(ctx.db, {
        store: storeFor(config.storage.driver),
        quick: values.quick,
        progress: (r) => io.progress?.(`${r.total} files checked, ${r.missing.count + r.corrupted.count} problems`),
      });
      const checked = values.quick ? "of the right size" : "matching their SHA-256";
      return {
        json: { driver: config.storage.driver, quick: Boolean(values.quick), ...report },
        text: [
          `Storage (${config.storage.driver}): ${report.total} files, ${report.ok} present and ${checked}.`,
          problemLines(report.missing, "missing"),
          problemLines(report.corrupted, values.quick ? "of the wrong size" : "corrupted (SHA-256 or size differs from the record)"),
        ]
          .filter(Boolean)
          .join("\n"),
      };
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : "No command given.");
  }
}

function billingLine(): string {
  return config.billingEnabled
    ? "Billing is on (Stripe): the stored tier is the effective tier."
    : "Billing is off (no STRIPE_SECRET_KEY): every account works on enterprise.";
}

function problemLines(problems: FileProblems, what: string): string {
  if (problems.count === 0) return "";
  const more = problems.count > problems.ids.length ? ` (first ${problems.ids.length} listed)` : "";
  return [`${problems.count} ${what}${more}; file ids:`, ...problems.ids.map((id) => `  ${id}`)].join("\n");
}

/** The password given on stdin: its first line, so `echo secret | …` works. */
function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? "";
}

function table(head: string[], rows: string[][]): string {
  if (rows.length === 0) return "(none)";
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
