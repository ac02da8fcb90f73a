import type { SecurityGroup, Volume } from "@aws-sdk/client-ec2";
import type { DBInstance } from "@aws-sdk/client-rds";
import type { CredentialReportRow, FakeAccount, FakeBucket, FakeTrail } from "./state";

/**
 * Two accounts across us-east-1 and eu-west-1: one set up as the tests require, one that fails them in
 * every way the connector distinguishes.
 */

export const FIXTURE_NOW = new Date("2026-06-01T12:00:00Z");
export const REGIONS = ["us-east-1", "eu-west-1"];

const daysAgo = (days: number) => new Date(FIXTURE_NOW.getTime() - days * 86_400_000);
/** The credential report's timestamp format: ISO 8601 with an explicit +00:00 offset. */
const reportTime = (days: number) =>
  daysAgo(days)
    .toISOString()
    .replace(/\.\d{3}Z$/, "+00:00");

function row(values: Partial<CredentialReportRow> & Pick<CredentialReportRow, "user" | "arn">): CredentialReportRow {
  return {
    user_creation_time: reportTime(400),
    password_enabled: "false",
    password_last_used: "N/A",
    password_last_changed: "N/A",
    password_next_rotation: "N/A",
    mfa_active: "false",
    access_key_1_active: "false",
    access_key_1_last_rotated: "N/A",
    access_key_1_last_used_date: "N/A",
    access_key_1_last_used_region: "N/A",
    access_key_1_last_used_service: "N/A",
    access_key_2_active: "false",
    access_key_2_last_rotated: "N/A",
    access_key_2_last_used_date: "N/A",
    access_key_2_last_used_region: "N/A",
    access_key_2_last_used_service: "N/A",
    cert_1_active: "false",
    cert_1_last_rotated: "N/A",
    cert_2_active: "false",
    cert_2_last_rotated: "N/A",
    ...values,
  };
}

const rootRow = (accountId: string, values: Partial<CredentialReportRow>) =>
  row({ user: "<root_account>", arn: `arn:aws:iam::${accountId}:root`, password_enabled: "not_supported", password_next_rotation: "not_supported", ...values });

function bucket(
  accountId: string,
  name: string,
  region: string,
  publicAccessBlock: FakeBucket["publicAccessBlock"],
  encryption: FakeBucket["encryption"],
): FakeBucket {
  return { bucket: { Name: name, BucketRegion: region, CreationDate: daysAgo(300), BucketArn: `arn:aws:s3:::${name}` }, publicAccessBlock, encryption };
}
const ALL_BLOCKED = { BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: true, RestrictPublicBuckets: true };
const SSE_S3 = { Rules: [{ ApplyServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" as const }, BucketKeyEnabled: false }] };
const sseKms = (key: string) => ({
  Rules: [{ ApplyServerSideEncryptionByDefault: { SSEAlgorithm: "aws:kms" as const, KMSMasterKeyID: key }, BucketKeyEnabled: true }],
});

function trail(accountId: string, name: string, home: string, multiRegion: boolean, validation: boolean, logging: boolean): FakeTrail {
  return {
    trail: {
      Name: name,
      TrailARN: `arn:aws:cloudtrail:${home}:${accountId}:trail/${name}`,
      HomeRegion: home,
      S3BucketName: `${accountId}-cloudtrail`,
      IncludeGlobalServiceEvents: true,
      IsMultiRegionTrail: multiRegion,
      LogFileValidationEnabled: validation,
      IsOrganizationTrail: false,
      HasCustomEventSelectors: false,
      HasInsightSelectors: false,
    },
    status: logging ? { IsLogging: true, LatestDeliveryTime: daysAgo(0), StartLoggingTime: daysAgo(200) } : { IsLogging: false, StopLoggingTime: daysAgo(20) },
  };
}

function volume(accountId: string, region: string, id: string, encrypted: boolean, instance?: string): Volume {
  return {
    VolumeId: id,
    VolumeArn: `arn:aws:ec2:${region}:${accountId}:volume/${id}`,
    Size: 100,
    AvailabilityZone: `${region}a`,
    State: instance ? "in-use" : "available",
    CreateTime: daysAgo(100),
    VolumeType: "gp3",
    Encrypted: encrypted,
    ...(encrypted ? { KmsKeyId: `arn:aws:kms:${region}:${accountId}:key/0f1e2d3c-ebs` } : {}),
    Attachments: instance
      ? [{ VolumeId: id, InstanceId: instance, Device: "/dev/xvda", State: "attached", AttachTime: daysAgo(100), DeleteOnTermination: true }]
      : [],
    Tags: [{ Key: "Name", Value: `disk-${id.slice(-3)}` }],
  };
}

function db(accountId: string, region: string, id: string, encrypted: boolean): DBInstance {
  return {
    DBInstanceIdentifier: id,
    DBInstanceArn: `arn:aws:rds:${region}:${accountId}:db:${id}`,
    DBInstanceClass: "db.t4g.medium",
    Engine: "postgres",
    EngineVersion: "16.4",
    DBInstanceStatus: "available",
    StorageEncrypted: encrypted,
    ...(encrypted ? { KmsKeyId: `arn:aws:kms:${region}:${accountId}:key/rds-key` } : {}),
    MultiAZ: false,
    PubliclyAccessible: false,
    AllocatedStorage: 50,
  };
}

function group(accountId: string, region: string, id: string, name: string, ingress: SecurityGroup["IpPermissions"]): SecurityGroup {
  return {
    GroupId: id,
    GroupName: name,
    Description: `${name} group`,
    OwnerId: accountId,
    VpcId: "vpc-0a1b2c3d",
    SecurityGroupArn: `arn:aws:ec2:${region}:${accountId}:security-group/${id}`,
    IpPermissions: ingress,
    IpPermissionsEgress: [{ IpProtocol: "-1", IpRanges: [{ CidrIp: "0.0.0.0/0" }], Ipv6Ranges: [], UserIdGroupPairs: [], PrefixListIds: [] }],
    Tags: [],
  };
}
const tcp = (from: number, to: number, cidrs: string[], v6: string[] = []) => ({
  IpProtocol: "tcp",
  FromPort: from,
  ToPort: to,
  IpRanges: cidrs.map((CidrIp) => ({ CidrIp })),
  Ipv6Ranges: v6.map((CidrIpv6) => ({ CidrIpv6 })),
  UserIdGroupPairs: [],
  PrefixListIds: [],
});

const detector = (id: string, status: "ENABLED" | "DISABLED") => ({
  id,
  detector: {
    Status: status,
    CreatedAt: daysAgo(500).toISOString(),
    UpdatedAt: daysAgo(5).toISOString(),
    FindingPublishingFrequency: "SIX_HOURS" as const,
    ServiceRole: "arn:aws:iam::role/aws-service-role/guardduty.amazonaws.com/AWSServiceRoleForAmazonGuardDuty",
    Tags: {},
  },
});

export function wellConfiguredAccount(): FakeAccount {
  const id = "111111111111";
  return {
    accountId: id,
    summaryMap: { AccountMFAEnabled: 1, AccountAccessKeysPresent: 0, Users: 3, Groups: 2, Roles: 12, Policies: 4, MFADevices: 3, MFADevicesInUse: 3 },
    passwordPolicy: {
      MinimumPasswordLength: 16,
      RequireSymbols: true,
      RequireNumbers: true,
      RequireUppercaseCharacters: true,
      RequireLowercaseCharacters: true,
      AllowUsersToChangePassword: true,
      ExpirePasswords: false,
      PasswordReusePrevention: 24,
      HardExpiry: false,
    },
    credentialReport: [
      rootRow(id, { mfa_active: "true", password_last_used: reportTime(60), password_last_changed: "not_supported" }),
      row({
        user: "alice",
        arn: `arn:aws:iam::${id}:user/alice`,
        password_enabled: "true",
        password_last_used: reportTime(1),
        password_last_changed: reportTime(40),
        mfa_active: "true",
        access_key_1_active: "true",
        access_key_1_last_rotated: reportTime(30),
        access_key_1_last_used_date: reportTime(1),
        access_key_1_last_used_region: "us-east-1",
        access_key_1_last_used_service: "s3",
      }),
      row({
        user: "ci-deployer",
        arn: `arn:aws:iam::${id}:user/ci/ci-deployer`,
        access_key_1_active: "true",
        access_key_1_last_rotated: reportTime(10),
        access_key_1_last_used_date: reportTime(0),
        access_key_2_active: "false",
        access_key_2_last_rotated: reportTime(200),
      }),
      row({
        user: "bob",
        arn: `arn:aws:iam::${id}:user/bob`,
        password_enabled: "true",
        password_last_used: "no_information",
        password_last_changed: reportTime(3),
        mfa_active: "true",
      }),
    ],
    credentialReportGeneratedAt: FIXTURE_NOW,
    buckets: [
      bucket(id, "acme-logs", "us-east-1", ALL_BLOCKED, sseKms(`arn:aws:kms:us-east-1:${id}:key/logs-key`)),
      bucket(id, "acme-assets", "eu-west-1", ALL_BLOCKED, SSE_S3),
      bucket(id, "acme-backups", "us-east-1", ALL_BLOCKED, sseKms(`arn:aws:kms:us-east-1:${id}:key/backup-key`)),
    ],
    trails: [trail(id, "org-audit", "us-east-1", true, true, true)],
    regions: {
      "us-east-1": {
        volumes: [
          volume(id, "us-east-1", "vol-0000000000000a001", true, "i-0a1"),
          volume(id, "us-east-1", "vol-0000000000000a002", true, "i-0a2"),
          volume(id, "us-east-1", "vol-0000000000000a003", true),
        ],
        dbInstances: [db(id, "us-east-1", "orders", true), db(id, "us-east-1", "billing", true)],
        securityGroups: [
          group(id, "us-east-1", "sg-0a00000000000001", "web", [tcp(443, 443, ["0.0.0.0/0"], ["::/0"]), tcp(80, 80, ["0.0.0.0/0"])]),
          group(id, "us-east-1", "sg-0a00000000000002", "bastion", [tcp(22, 22, ["203.0.113.0/24"])]),
          group(id, "us-east-1", "sg-0a00000000000003", "default", []),
        ],
        detectors: [detector("d0a1b2c3d4e5f60718293a4b5c6d7e8f", "ENABLED")],
      },
      "eu-west-1": {
        volumes: [volume(id, "eu-west-1", "vol-0000000000000e001", true, "i-0e1")],
        dbInstances: [db(id, "eu-west-1", "analytics", true)],
        securityGroups: [group(id, "eu-west-1", "sg-0e00000000000001", "app", [tcp(5432, 5432, ["10.0.0.0/16"])])],
        detectors: [detector("e0a1b2c3d4e5f60718293a4b5c6d7e8f", "ENABLED")],
      },
    },
  };
}

export function badlyConfiguredAccount(): FakeAccount {
  const id = "222222222222";
  return {
    accountId: id,
    summaryMap: { AccountMFAEnabled: 0, AccountAccessKeysPresent: 1, Users: 3, MFADevices: 0, MFADevicesInUse: 0 },
    passwordPolicy: null,
    credentialReport: [
      rootRow(id, {
        mfa_active: "false",
        password_last_used: reportTime(2),
        access_key_1_active: "true",
        access_key_1_last_rotated: reportTime(900),
        access_key_1_last_used_date: reportTime(3),
      }),
      row({
        user: "dave",
        arn: `arn:aws:iam::${id}:user/dave`,
        password_enabled: "true",
        password_last_used: reportTime(4),
        password_last_changed: reportTime(300),
        mfa_active: "false",
      }),
      row({
        user: "eve",
        arn: `arn:aws:iam::${id}:user/eve`,
        access_key_1_active: "true",
        access_key_1_last_rotated: reportTime(200),
        access_key_1_last_used_date: reportTime(1),
      }),
      row({
        user: "frank",
        arn: `arn:aws:iam::${id}:user/frank`,
        access_key_1_active: "true",
        access_key_1_last_rotated: reportTime(100),
        access_key_2_active: "true",
        access_key_2_last_rotated: reportTime(5),
      }),
    ],
    credentialReportGeneratedAt: FIXTURE_NOW,
    buckets: [
      bucket(id, "public-site", "us-east-1", null, SSE_S3),
      bucket(id, "half-open", "eu-west-1", { BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: false, RestrictPublicBuckets: false }, SSE_S3),
      bucket(id, "legacy-store", "us-east-1", ALL_BLOCKED, null),
    ],
    trails: [trail(id, "app-trail", "us-east-1", false, false, true), trail(id, "all-regions", "eu-west-1", true, true, false)],
    regions: {
      "us-east-1": {
        volumes: [volume(id, "us-east-1", "vol-0000000000000b001", false, "i-0b1"), volume(id, "us-east-1", "vol-0000000000000b002", true)],
        dbInstances: [db(id, "us-east-1", "legacy-db", false)],
        securityGroups: [
          group(id, "us-east-1", "sg-0b00000000000001", "ssh-anywhere", [tcp(22, 22, ["0.0.0.0/0"])]),
          group(id, "us-east-1", "sg-0b00000000000002", "wide-open", [
            { IpProtocol: "-1", IpRanges: [], Ipv6Ranges: [{ CidrIpv6: "::/0" }], UserIdGroupPairs: [], PrefixListIds: [] },
          ]),
          group(id, "us-east-1", "sg-0b00000000000003", "mysql-range", [tcp(3300, 3310, ["0.0.0.0/0"])]),
        ],
        detectors: [detector("b0a1b2c3d4e5f60718293a4b5c6d7e8f", "DISABLED")],
      },
      "eu-west-1": {
        volumes: [],
        dbInstances: [],
        securityGroups: [group(id, "eu-west-1", "sg-0be0000000000001", "rdp", [tcp(3389, 3389, ["0.0.0.0/0"])])],
        detectors: [],
      },
    },
  };
}
