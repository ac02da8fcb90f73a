import type { GenerateCredentialReportCommandOutput, GetCredentialReportCommandOutput, PasswordPolicy } from "@aws-sdk/client-iam";
import { stringify } from "csv-stringify/sync";
import type { Call } from "./call";
import { AwsFault, queryAnswer, type FakeResponse } from "./protocol";
import { CREDENTIAL_REPORT_COLUMNS } from "./state";
import { leaf, leaves, node, onlyKnown } from "./xml";

/** IAM (awsQuery, version 2010-05-08): the account summary, password policy and credential report. */

const PASSWORD_POLICY_FIELDS: Required<{ [K in keyof PasswordPolicy]: string }> = {
  MinimumPasswordLength: "MinimumPasswordLength",
  RequireSymbols: "RequireSymbols",
  RequireNumbers: "RequireNumbers",
  RequireUppercaseCharacters: "RequireUppercaseCharacters",
  RequireLowercaseCharacters: "RequireLowercaseCharacters",
  AllowUsersToChangePassword: "AllowUsersToChangePassword",
  ExpirePasswords: "ExpirePasswords",
  MaxPasswordAge: "MaxPasswordAge",
  PasswordReusePrevention: "PasswordReusePrevention",
  HardExpiry: "HardExpiry",
};

/**
 * How the report is built: `pollsBeforeReady` GenerateCredentialReport calls answer STARTED, then
 * INPROGRESS, before one answers COMPLETE, as IAM does while it builds a report.
 */
export interface CredentialReportJob {
  pollsBeforeReady: number;
  polls: number;
  ready: boolean;
}

export function iam(call: Call, job: CredentialReportJob): FakeResponse {
  const { account } = call;
  switch (call.operation) {
    case "GetAccountSummary": {
      const entries = Object.entries(account.summaryMap).map(([key, value]) => node("entry", leaf("key", key), leaf("value", value)));
      return queryAnswer("iam", call.operation, node("SummaryMap", ...entries));
    }
    case "GetAccountPasswordPolicy": {
      const policy = account.passwordPolicy;
      if (!policy) throw new AwsFault(404, "NoSuchEntity", `The Password Policy with domain name ${account.accountId} cannot be found.`);
      onlyKnown(policy, Object.keys(PASSWORD_POLICY_FIELDS) as (keyof PasswordPolicy)[], "PasswordPolicy");
      return queryAnswer("iam", call.operation, node("PasswordPolicy", leaves(policy, PASSWORD_POLICY_FIELDS)));
    }
    case "GenerateCredentialReport": {
      let out: Pick<GenerateCredentialReportCommandOutput, "State" | "Description">;
      if (job.ready) out = { State: "COMPLETE" };
      else if (job.polls >= job.pollsBeforeReady) {
        job.ready = true;
        out = { State: "COMPLETE" };
      } else {
        out = job.polls === 0 ? { State: "STARTED", Description: "No report exists. Starting a new report generation task" } : { State: "INPROGRESS" };
        job.polls += 1;
      }
      return queryAnswer("iam", call.operation, leaf("State", out.State) + leaf("Description", out.Description));
    }
    case "GetCredentialReport": {
      if (!job.ready) throw new AwsFault(410, "ReportNotPresent", "Credential report not present. Please call GenerateCredentialReport.");
      const csv = stringify([[...CREDENTIAL_REPORT_COLUMNS], ...account.credentialReport.map((row) => CREDENTIAL_REPORT_COLUMNS.map((c) => row[c]))]);
      const out: Omit<GetCredentialReportCommandOutput, "$metadata"> = {
        Content: Buffer.from(csv.trimEnd()),
        ReportFormat: "text/csv",
        GeneratedTime: account.credentialReportGeneratedAt,
      };
      return queryAnswer(
        "iam",
        call.operation,
        leaf("Content", out.Content) + leaf("ReportFormat", out.ReportFormat) + leaf("GeneratedTime", out.GeneratedTime),
      );
    }
    default:
      throw new AwsFault(400, "InvalidAction", `Could not find operation ${call.operation} for version 2010-05-08`);
  }
}
