import type { GetTrailStatusResponse, Trail } from "@aws-sdk/client-cloudtrail";
import type { SecurityGroup, Volume } from "@aws-sdk/client-ec2";
import type { GetDetectorResponse } from "@aws-sdk/client-guardduty";
import type { GetAccountSummaryCommandOutput, PasswordPolicy } from "@aws-sdk/client-iam";
import type { DBInstance } from "@aws-sdk/client-rds";
import type { Bucket, PublicAccessBlockConfiguration, ServerSideEncryptionConfiguration } from "@aws-sdk/client-s3";

/**
 * One AWS account as the fake holds it. Every shape is the SDK's own output type (generated from AWS's Smithy
 * models), so a fixture cannot hold a field or a value type the real API would not send.
 */

/** The credential report's columns in AWS's order ("Getting credential reports for your AWS account", IAM User Guide). */
export const CREDENTIAL_REPORT_COLUMNS = [
  "user",
  "arn",
  "user_creation_time",
  "password_enabled",
  "password_last_used",
  "password_last_changed",
  "password_next_rotation",
  "mfa_active",
  "access_key_1_active",
  "access_key_1_last_rotated",
  "access_key_1_last_used_date",
  "access_key_1_last_used_region",
  "access_key_1_last_used_service",
  "access_key_2_active",
  "access_key_2_last_rotated",
  "access_key_2_last_used_date",
  "access_key_2_last_used_region",
  "access_key_2_last_used_service",
  "cert_1_active",
  "cert_1_last_rotated",
  "cert_2_active",
  "cert_2_last_rotated",
] as const;
export type CredentialReportRow = Record<(typeof CREDENTIAL_REPORT_COLUMNS)[number], string>;

export interface FakeBucket {
  bucket: Bucket & { Name: string; BucketRegion: string };
  /** null: GetPublicAccessBlock answers NoSuchPublicAccessBlockConfiguration. */
  publicAccessBlock: PublicAccessBlockConfiguration | null;
  /** null: GetBucketEncryption answers ServerSideEncryptionConfigurationNotFoundError. */
  encryption: ServerSideEncryptionConfiguration | null;
}

export interface FakeTrail {
  trail: Trail & { Name: string; TrailARN: string; HomeRegion: string };
  status: GetTrailStatusResponse;
}

export interface FakeDetector {
  id: string;
  detector: GetDetectorResponse;
}

export interface FakeRegion {
  volumes: Volume[];
  dbInstances: DBInstance[];
  securityGroups: SecurityGroup[];
  detectors: FakeDetector[];
}

export interface FakeAccount {
  accountId: string;
  summaryMap: NonNullable<GetAccountSummaryCommandOutput["SummaryMap"]>;
  /** null: GetAccountPasswordPolicy answers NoSuchEntity. */
  passwordPolicy: PasswordPolicy | null;
  /** Rows after the header, the `<root_account>` row first as IAM writes it. */
  credentialReport: CredentialReportRow[];
  /** When IAM (the fake) built the report. */
  credentialReportGeneratedAt: Date;
  buckets: FakeBucket[];
  trails: FakeTrail[];
  /** Regions the account has resources in; a region not listed is empty. */
  regions: Record<string, FakeRegion>;
}

export function emptyRegion(): FakeRegion {
  return { volumes: [], dbInstances: [], securityGroups: [], detectors: [] };
}
