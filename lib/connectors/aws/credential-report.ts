import { setTimeout as sleep } from "node:timers/promises";
import {
  CredentialReportExpiredException,
  CredentialReportNotPresentException,
  CredentialReportNotReadyException,
  GenerateCredentialReportCommand,
  GetCredentialReportCommand,
  type IAMClient,
} from "@aws-sdk/client-iam";
import { parse } from "csv-parse";

/** The report describes the root user in a row of its own, under this name. */
export const ROOT_ROW = "<root_account>";

/** Reports of large accounts take minutes to build; past this the sync reports the IAM users unreadable. */
const REPORT_WAIT_MS = 5 * 60_000;
const FIRST_POLL_MS = 250;
const MAX_POLL_MS = 5_000;

export interface CredentialReport {
  content: Uint8Array;
  /** When IAM built the report: the moment its dates are measured from. */
  generatedAt: Date;
}

/**
 * Asks IAM for its credential report: GenerateCredentialReport until COMPLETE (IAM reuses a report built in
 * the last four hours, so this is usually immediate), then GetCredentialReport.
 */
export async function fetchCredentialReport(iam: IAMClient, signal: AbortSignal, now: Date): Promise<CredentialReport> {
  const deadline = Date.now() + REPORT_WAIT_MS;
  let wait = FIRST_POLL_MS;
  for (;;) {
    const { State } = await iam.send(new GenerateCredentialReportCommand({}), { abortSignal: signal });
    if (State === "COMPLETE") {
      try {
        const report = await iam.send(new GetCredentialReportCommand({}), { abortSignal: signal });
        if (!report.Content) throw new Error("IAM answered an empty credential report");
        return { content: report.Content, generatedAt: report.GeneratedTime ?? now };
      } catch (error) {
        // Expired or replaced between the two calls: generate again.
        const again =
          error instanceof CredentialReportNotReadyException ||
          error instanceof CredentialReportNotPresentException ||
          error instanceof CredentialReportExpiredException;
        if (!again) throw error;
      }
    }
    if (Date.now() + wait > deadline) throw new Error(`IAM did not finish the credential report within ${REPORT_WAIT_MS / 60_000} minutes`);
    await sleep(wait, undefined, { signal });
    wait = Math.min(wait * 2, MAX_POLL_MS);
  }
}

/** The report's columns, as AWS documents them ("Getting credential reports", IAM User Guide). */
export interface CredentialReportRow {
  user: string;
  arn: string;
  user_creation_time: string;
  password_enabled: string;
  password_last_used: string;
  password_last_changed: string;
  password_next_rotation: string;
  mfa_active: string;
  access_key_1_active: string;
  access_key_1_last_rotated: string;
  access_key_1_last_used_date: string;
  access_key_1_last_used_region: string;
  access_key_1_last_used_service: string;
  access_key_2_active: string;
  access_key_2_last_rotated: string;
  access_key_2_last_used_date: string;
  access_key_2_last_used_region: string;
  access_key_2_last_used_service: string;
  cert_1_active: string;
  cert_1_last_rotated: string;
  cert_2_active: string;
  cert_2_last_rotated: string;
}

/** Rows one at a time, parsed as the CSV streams through (an account may have thousands of users). */
export async function* reportRows(report: CredentialReport): AsyncGenerator<CredentialReportRow> {
  const parser = parse(Buffer.from(report.content), { columns: true, skip_empty_lines: true, trim: true });
  for await (const row of parser) yield row as CredentialReportRow;
}

/** An ISO instant, or null for the report's N/A, no_information and not_supported. */
function instant(value: string | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

export interface AccessKeyAttributes {
  /** The report's slot, 1 or 2 (IAM allows two keys per user). */
  slot: 1 | 2;
  active: boolean;
  lastRotated: string | null;
  lastUsed: string | null;
}

function accessKeys(row: CredentialReportRow): AccessKeyAttributes[] {
  const keys: AccessKeyAttributes[] = [];
  for (const slot of [1, 2] as const) {
    const lastRotated = instant(row[`access_key_${slot}_last_rotated`]);
    const active = row[`access_key_${slot}_active`] === "true";
    // A slot with neither an active key nor a rotation date holds no key.
    if (!active && lastRotated === null) continue;
    keys.push({ slot, active, lastRotated, lastUsed: instant(row[`access_key_${slot}_last_used_date`]) });
  }
  return keys;
}

export function userAttributes(row: CredentialReportRow, report: CredentialReport) {
  return {
    userName: row.user,
    arn: row.arn,
    createdAt: instant(row.user_creation_time),
    consoleAccess: row.password_enabled === "true",
    passwordLastUsed: instant(row.password_last_used),
    passwordLastChanged: instant(row.password_last_changed),
    mfaActive: row.mfa_active === "true",
    accessKeys: accessKeys(row),
    reportGeneratedAt: report.generatedAt.toISOString(),
  };
}

export interface RootUserAttributes {
  mfaActive: boolean;
  passwordLastUsed: string | null;
  accessKeys: AccessKeyAttributes[];
}

export function rootAttributes(row: CredentialReportRow): RootUserAttributes {
  return { mfaActive: row.mfa_active === "true", passwordLastUsed: instant(row.password_last_used), accessKeys: accessKeys(row) };
}
