import { DescribeTrailsCommand, GetTrailStatusCommand } from "@aws-sdk/client-cloudtrail";
import { GetAccountPasswordPolicyCommand, GetAccountSummaryCommand, NoSuchEntityException } from "@aws-sdk/client-iam";
import { GetCallerIdentityCommand } from "@aws-sdk/client-sts";
import { isAttributeError } from "../define-test";
import type { AttributeError } from "../types";
import type { AwsClients } from "./clients";
import { awsReason, readOr } from "./errors";

export interface CallerIdentity {
  accountId: string;
  arn: string;
  /** aws, aws-cn, aws-us-gov…: the ARN prefix of everything in this account. */
  partition: string;
}

/**
 * Who the credentials are (sts:GetCallerIdentity needs no permission): proves the keys, or the assumed role's
 * trust policy and external id, before anything else runs.
 */
export async function callerIdentity(clients: AwsClients, signal: AbortSignal): Promise<CallerIdentity> {
  const out = await clients.sts().send(new GetCallerIdentityCommand({}), { abortSignal: signal });
  if (!out.Account || !out.Arn) throw new Error("STS GetCallerIdentity answered no account");
  return { accountId: out.Account, arn: out.Arn, partition: out.Arn.split(":")[1] || "aws" };
}

/**
 * IAM's account summary: AccountMFAEnabled and AccountAccessKeysPresent describe the root user (1 or 0).
 * One call feeds both attributes, so when it fails both carry its reason.
 */
export async function readRootSummary(
  clients: AwsClients,
  signal: AbortSignal,
): Promise<{ rootMfaEnabled: boolean | AttributeError; rootAccessKeysPresent: boolean | AttributeError }> {
  const summary = await readOr(signal, async () => {
    const { SummaryMap = {} } = await clients.iam().send(new GetAccountSummaryCommand({}), { abortSignal: signal });
    return { rootMfaEnabled: SummaryMap.AccountMFAEnabled === 1, rootAccessKeysPresent: (SummaryMap.AccountAccessKeysPresent ?? 0) > 0 };
  });
  return isAttributeError(summary) ? { rootMfaEnabled: summary, rootAccessKeysPresent: summary } : summary;
}

export interface PasswordPolicyAttributes {
  minimumLength: number | null;
  requireSymbols: boolean;
  requireNumbers: boolean;
  requireUppercase: boolean;
  requireLowercase: boolean;
  allowUsersToChange: boolean;
  /** Days before a password must be changed; null: passwords never expire. */
  maxAgeDays: number | null;
  /** How many previous passwords cannot be reused; null: no reuse prevention. */
  reusePrevention: number | null;
  hardExpiry: boolean;
}

/** The account password policy, or null when none is set (IAM answers NoSuchEntity). */
export async function readPasswordPolicy(clients: AwsClients, signal: AbortSignal): Promise<PasswordPolicyAttributes | null | AttributeError> {
  return readOr(signal, async () => {
    try {
      const { PasswordPolicy: p } = await clients.iam().send(new GetAccountPasswordPolicyCommand({}), { abortSignal: signal });
      if (!p) return null;
      return {
        minimumLength: p.MinimumPasswordLength ?? null,
        requireSymbols: p.RequireSymbols ?? false,
        requireNumbers: p.RequireNumbers ?? false,
        requireUppercase: p.RequireUppercaseCharacters ?? false,
        requireLowercase: p.RequireLowercaseCharacters ?? false,
        allowUsersToChange: p.AllowUsersToChangePassword ?? false,
        maxAgeDays: p.ExpirePasswords && p.MaxPasswordAge ? p.MaxPasswordAge : null,
        reusePrevention: p.PasswordReusePrevention ?? null,
        hardExpiry: p.HardExpiry ?? false,
      };
    } catch (error) {
      if (error instanceof NoSuchEntityException) return null;
      throw error;
    }
  });
}

export interface TrailAttributes {
  name: string;
  arn: string;
  homeRegion: string | null;
  multiRegion: boolean;
  logFileValidation: boolean;
  organizationTrail: boolean;
  /** null when the status could not be read (see statusError). */
  logging: boolean | null;
  statusError?: string;
}

/**
 * Every trail visible from the home region. Shadow trails are included, so a multi-region trail created in
 * another region (or by the organization's management account) is seen too; its status is asked by ARN,
 * as CloudTrail requires for a shadow trail.
 */
export async function readTrails(clients: AwsClients, signal: AbortSignal): Promise<TrailAttributes[] | AttributeError> {
  return readOr(signal, async () => {
    const cloudTrail = clients.cloudTrail();
    const { trailList = [] } = await cloudTrail.send(new DescribeTrailsCommand({ includeShadowTrails: true }), { abortSignal: signal });
    return Promise.all(
      trailList.map(async (trail): Promise<TrailAttributes> => {
        const arn = trail.TrailARN ?? trail.Name ?? "";
        const base = {
          name: trail.Name ?? arn,
          arn,
          homeRegion: trail.HomeRegion ?? null,
          multiRegion: trail.IsMultiRegionTrail ?? false,
          logFileValidation: trail.LogFileValidationEnabled ?? false,
          organizationTrail: trail.IsOrganizationTrail ?? false,
        };
        try {
          const status = await cloudTrail.send(new GetTrailStatusCommand({ Name: arn }), { abortSignal: signal });
          return { ...base, logging: status.IsLogging ?? false };
        } catch (error) {
          if (signal.aborted) throw error;
          return { ...base, logging: null, statusError: awsReason(error) };
        }
      }),
    );
  });
}
