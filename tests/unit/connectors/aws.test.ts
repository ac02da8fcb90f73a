import { CloudTrailClient, DescribeTrailsCommand, GetTrailStatusCommand, TrailNotFoundException } from "@aws-sdk/client-cloudtrail";
import { DescribeSecurityGroupsCommand, DescribeVolumesCommand, EC2Client } from "@aws-sdk/client-ec2";
import { BadRequestException, GetDetectorCommand, GuardDutyClient, ListDetectorsCommand } from "@aws-sdk/client-guardduty";
import { GetAccountPasswordPolicyCommand, GetAccountSummaryCommand, IAMClient, NoSuchEntityException } from "@aws-sdk/client-iam";
import { DescribeDBInstancesCommand, RDSClient } from "@aws-sdk/client-rds";
import { GetBucketEncryptionCommand, GetPublicAccessBlockCommand, ListBucketsCommand, S3Client } from "@aws-sdk/client-s3";
import { z } from "zod";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { CONTROL_THEMES, type DiscoveredResource } from "@/lib/connectors";
import { awsConnector } from "@/lib/connectors/aws/connector";
import { AWS_READ_ACTIONS, AWS_READ_POLICY, assumeRoleTrustPolicy } from "@/lib/connectors/aws/least-privilege";
import { awsConfigSchema, awsCredentialSchema, type AwsCredentials } from "@/lib/connectors/aws/schemas";
import { connectorContext, discoverAndEvaluate, type DiscoveredWithOutcomes } from "@/tests/helpers/connector";
import { badlyConfiguredAccount, FIXTURE_NOW, REGIONS, wellConfiguredAccount } from "@/tests/fakes/aws/fixtures";
import { startFakeAws, type FakeAws } from "@/tests/fakes/aws/server";
import type { FakeAccount } from "@/tests/fakes/aws/state";
import { prose } from "@/lib/format/prose";

async function setup(account: FakeAccount): Promise<FakeAws> {
  const fake = await startFakeAws(account);
  vi.stubEnv("INTEGRATIONS_AWS_ENDPOINT_URL", fake.url);
  vi.stubEnv("INTEGRATION_REQUEST_TIMEOUT_MS", "5000");
  onTestFinished(async () => {
    vi.unstubAllEnvs();
    await fake.close();
  });
  return fake;
}

const keyCredentials = (fake: FakeAws, secret = fake.secretAccessKey): AwsCredentials =>
  awsCredentialSchema.parse({ accessKey: { accessKeyId: fake.accessKeyId, secretAccessKey: secret } });
const context = (credentials: AwsCredentials, config: unknown = { regions: REGIONS }, signal?: AbortSignal) =>
  connectorContext(awsConfigSchema.parse(config), credentials, { now: FIXTURE_NOW, ...(signal ? { signal } : {}) });

function byType(found: Map<string, DiscoveredWithOutcomes>, type: string): Map<string, DiscoveredWithOutcomes> {
  return new Map([...found.values()].filter((r) => r.type === type).map((r) => [r.name, r]));
}

function outcome(found: Map<string, DiscoveredWithOutcomes>, type: string, name: string, test: string) {
  const resource = byType(found, type).get(name);
  if (!resource) throw new Error(`no ${type} named ${name}; have ${[...byType(found, type).keys()].join(", ")}`);
  return resource.outcomes[test];
}

/** Runs discover to where it stops, keeping what it yielded before an error. */
async function discoverUntilError(ctx: ReturnType<typeof context>): Promise<{ resources: DiscoveredResource[]; error?: Error }> {
  const resources: DiscoveredResource[] = [];
  try {
    for await (const r of awsConnector.discover!(ctx)) resources.push(r);
    return { resources };
  } catch (error) {
    return { resources, error: error as Error };
  }
}

describe("AWS connector: a well-configured account across two regions", () => {
  it("finds every resource and every test passes or does not apply, with specific details", async () => {
    const fake = await setup(wellConfiguredAccount());
    const found = await discoverAndEvaluate(awsConnector, context(keyCredentials(fake)));

    const counts: Record<string, number> = {};
    for (const r of found.values()) counts[r.type] = (counts[r.type] ?? 0) + 1;
    expect(counts).toEqual({
      "aws.account": 1,
      "aws.iam_user": 3,
      "aws.s3_bucket": 3,
      "aws.region": 2,
      "aws.ebs_volume": 4,
      "aws.rds_instance": 3,
      "aws.security_group": 4,
    });
    for (const r of found.values()) {
      for (const [id, e] of Object.entries(r.outcomes))
        expect([`${id} ${e.outcome}`, r.name]).toEqual([expect.stringMatching(/ (passing|not_applicable)$/), r.name]);
    }

    const account = found.get("aws.account 111111111111")!;
    expect(account.outcomes).toEqual({
      "aws.account.root_mfa_enabled": { outcome: "passing", detail: "The root user has an MFA device." },
      "aws.account.no_root_access_keys": { outcome: "passing", detail: "The root user has no access keys." },
      "aws.account.password_policy": {
        outcome: "passing",
        detail: "Passwords need at least 16 characters and the last 24 cannot be reused; the policy also requires upper case, lower case, numbers and symbols.",
      },
      "aws.account.cloudtrail_multi_region": {
        outcome: "passing",
        detail: "Trail org-audit (home region us-east-1) records all regions with log file validation and is logging.",
      },
    });
    expect(account.attributes.rootUser).toEqual({ mfaActive: true, passwordLastUsed: "2026-04-02T12:00:00.000Z", accessKeys: [] });

    expect(outcome(found, "aws.iam_user", "alice", "aws.iam_user.console_mfa")).toEqual({
      outcome: "passing",
      detail: "The user signs in to the console with MFA.",
    });
    expect(outcome(found, "aws.iam_user", "alice", "aws.iam_user.access_keys_rotated")).toEqual({
      outcome: "passing",
      detail: "Its active access key was rotated 30 days ago.",
    });
    expect(outcome(found, "aws.iam_user", "ci-deployer", "aws.iam_user.console_mfa")).toEqual({
      outcome: "not_applicable",
      detail: "The user has no console password.",
    });
    // The inactive 200-day-old second key does not count.
    expect(outcome(found, "aws.iam_user", "ci-deployer", "aws.iam_user.access_keys_rotated")).toEqual({
      outcome: "passing",
      detail: "Its active access key was rotated 10 days ago.",
    });
    expect(outcome(found, "aws.iam_user", "bob", "aws.iam_user.access_keys_rotated")).toEqual({
      outcome: "not_applicable",
      detail: "The user has no active access key.",
    });
    expect(byType(found, "aws.iam_user").get("ci-deployer")!.externalId).toBe("arn:aws:iam::111111111111:user/ci/ci-deployer");

    expect(outcome(found, "aws.s3_bucket", "acme-logs", "aws.s3_bucket.default_encryption")).toEqual({
      outcome: "passing",
      detail: "New objects are encrypted by default with SSE-KMS using key arn:aws:kms:us-east-1:111111111111:key/logs-key.",
    });
    expect(outcome(found, "aws.s3_bucket", "acme-assets", "aws.s3_bucket.default_encryption").detail).toBe(
      "New objects are encrypted by default with SSE-S3 (Amazon S3 managed keys).",
    );
    expect(outcome(found, "aws.s3_bucket", "acme-assets", "aws.s3_bucket.public_access_blocked")).toEqual({
      outcome: "passing",
      detail: "All four Block Public Access settings are on.",
    });
    expect(byType(found, "aws.s3_bucket").get("acme-assets")!.attributes.region).toBe("eu-west-1");

    expect(outcome(found, "aws.region", "eu-west-1", "aws.region.guardduty_enabled")).toEqual({
      outcome: "passing",
      detail: "GuardDuty detector e0a1b2c3d4e5f60718293a4b5c6d7e8f is enabled in eu-west-1.",
    });
    expect(outcome(found, "aws.rds_instance", "analytics", "aws.rds_instance.storage_encrypted").detail).toBe(
      "Storage is encrypted with KMS key arn:aws:kms:eu-west-1:111111111111:key/rds-key.",
    );
    expect(outcome(found, "aws.ebs_volume", "disk-001 (vol-0000000000000e001)", "aws.ebs_volume.encrypted").outcome).toBe("passing");
    // HTTPS open to the world is fine; SSH open to one range is not "the internet".
    expect(outcome(found, "aws.security_group", "web (sg-0a00000000000001)", "aws.security_group.no_open_admin_ports")).toEqual({
      outcome: "passing",
      detail: "No inbound rule opens administration ports (22, 3389) to the internet.",
    });
    expect(byType(found, "aws.security_group").get("web (sg-0a00000000000001)")!.attributes.openToInternet).toHaveLength(3);
    expect(outcome(found, "aws.security_group", "bastion (sg-0a00000000000002)", "aws.security_group.no_open_admin_ports").outcome).toBe("passing");

    // Each region's resources were read with a client of that region.
    expect(new Set(fake.requestsTo("ec2", "DescribeVolumes").map((r) => r.region))).toEqual(new Set(REGIONS));
    expect(fake.requestsTo("s3", "GetBucketEncryption").find((r) => r.region === "eu-west-1")).toBeDefined();
    expect(new Set(fake.requests.map((r) => r.accessKeyId))).toEqual(new Set([fake.accessKeyId]));
  });

  it("names the account by its alias and checks the connection in one call", async () => {
    const fake = await setup(wellConfiguredAccount());
    const ctx = context(keyCredentials(fake), { regions: ["us-east-1"], accountAlias: "production" });
    expect(await awsConnector.checkConnection!(ctx)).toEqual({
      ok: true,
      message: "Connected to AWS account 111111111111 (production) as arn:aws:iam::111111111111:user/compliance-reader.",
    });
    expect(fake.requests.map((r) => `${r.service}:${r.operation}`)).toEqual(["sts:GetCallerIdentity"]);
    const found = await discoverAndEvaluate(awsConnector, ctx);
    expect(found.get("aws.account 111111111111")!.name).toBe("production (111111111111)");
    expect(byType(found, "aws.region").size).toBe(1);
  });
});

describe("AWS connector: a badly-configured account", () => {
  it("fails each test with a detail that says what is wrong", async () => {
    const fake = await setup(badlyConfiguredAccount());
    const found = await discoverAndEvaluate(awsConnector, context(keyCredentials(fake)));
    const account = found.get("aws.account 222222222222")!;
    expect(account.outcomes).toEqual({
      "aws.account.root_mfa_enabled": { outcome: "failing", detail: "The root user has no MFA device." },
      "aws.account.no_root_access_keys": { outcome: "failing", detail: "The root user has access keys (1 active key: last used 2026-05-29)." },
      "aws.account.password_policy": {
        outcome: "failing",
        detail: "The account has no password policy, so IAM's default (8 characters, no reuse prevention) applies.",
      },
      "aws.account.cloudtrail_multi_region": {
        outcome: "failing",
        detail: prose(
          "No trail records all regions with validation while logging: app-trail records one region only, has log file validation off;",
          "all-regions is not logging.",
        ),
      },
    });
    expect(account.attributes.passwordPolicy).toBeNull();

    expect(outcome(found, "aws.iam_user", "dave", "aws.iam_user.console_mfa")).toEqual({
      outcome: "failing",
      detail: "The user has a console password and no MFA device; the password was last used 2026-05-28.",
    });
    expect(outcome(found, "aws.iam_user", "eve", "aws.iam_user.access_keys_rotated")).toEqual({
      outcome: "failing",
      detail: "Access key 1 was last rotated 200 days ago (2025-11-13); keys must be rotated within 90 days.",
    });
    expect(outcome(found, "aws.iam_user", "frank", "aws.iam_user.access_keys_rotated")).toEqual({
      outcome: "failing",
      detail: "Access key 1 was last rotated 100 days ago (2026-02-21); keys must be rotated within 90 days.",
    });

    expect(outcome(found, "aws.s3_bucket", "public-site", "aws.s3_bucket.public_access_blocked")).toEqual({
      outcome: "failing",
      detail: "The bucket has no Block Public Access configuration.",
    });
    expect(outcome(found, "aws.s3_bucket", "half-open", "aws.s3_bucket.public_access_blocked")).toEqual({
      outcome: "failing",
      detail: "Block Public Access is off for BlockPublicPolicy, RestrictPublicBuckets.",
    });
    expect(outcome(found, "aws.s3_bucket", "legacy-store", "aws.s3_bucket.default_encryption")).toEqual({
      outcome: "failing",
      detail: "The bucket has no default encryption rule.",
    });
    expect(outcome(found, "aws.s3_bucket", "legacy-store", "aws.s3_bucket.public_access_blocked").outcome).toBe("passing");

    expect(outcome(found, "aws.rds_instance", "legacy-db", "aws.rds_instance.storage_encrypted")).toEqual({
      outcome: "failing",
      detail: "Storage of this postgres instance is not encrypted.",
    });
    expect(outcome(found, "aws.ebs_volume", "disk-001 (vol-0000000000000b001)", "aws.ebs_volume.encrypted")).toEqual({
      outcome: "failing",
      detail: "The volume is not encrypted, attached to i-0b1.",
    });
    expect(outcome(found, "aws.ebs_volume", "disk-002 (vol-0000000000000b002)", "aws.ebs_volume.encrypted").outcome).toBe("passing");

    expect(outcome(found, "aws.security_group", "ssh-anywhere (sg-0b00000000000001)", "aws.security_group.no_open_admin_ports")).toEqual({
      outcome: "failing",
      detail: "Open to the internet on 22 (SSH): tcp port 22 from 0.0.0.0/0.",
    });
    expect(outcome(found, "aws.security_group", "ssh-anywhere (sg-0b00000000000001)", "aws.security_group.no_open_database_ports").outcome).toBe("passing");
    expect(outcome(found, "aws.security_group", "wide-open (sg-0b00000000000002)", "aws.security_group.no_open_admin_ports")).toEqual({
      outcome: "failing",
      detail: "Open to the internet on 22 (SSH), 3389 (RDP): all traffic from ::/0.",
    });
    expect(outcome(found, "aws.security_group", "wide-open (sg-0b00000000000002)", "aws.security_group.no_open_database_ports").outcome).toBe("failing");
    expect(outcome(found, "aws.security_group", "mysql-range (sg-0b00000000000003)", "aws.security_group.no_open_database_ports")).toEqual({
      outcome: "failing",
      detail: "Open to the internet on 3306 (MySQL/MariaDB): tcp ports 3300-3310 from 0.0.0.0/0.",
    });
    expect(outcome(found, "aws.security_group", "rdp (sg-0be0000000000001)", "aws.security_group.no_open_admin_ports").detail).toBe(
      "Open to the internet on 3389 (RDP): tcp port 3389 from 0.0.0.0/0.",
    );

    expect(outcome(found, "aws.region", "us-east-1", "aws.region.guardduty_enabled")).toEqual({
      outcome: "failing",
      detail: "The GuardDuty detector b0a1b2c3d4e5f60718293a4b5c6d7e8f in us-east-1 is suspended (status DISABLED).",
    });
    expect(outcome(found, "aws.region", "eu-west-1", "aws.region.guardduty_enabled")).toEqual({
      outcome: "failing",
      detail: "GuardDuty has no detector in eu-west-1.",
    });
  });

  it("does not judge volumes and databases that are being deleted", async () => {
    const account = badlyConfiguredAccount();
    const east = account.regions["us-east-1"];
    east.volumes[0].State = "deleting";
    east.dbInstances[0].DBInstanceStatus = "deleting";
    const fake = await setup(account);
    const found = await discoverAndEvaluate(awsConnector, context(keyCredentials(fake), { regions: ["us-east-1"] }));
    expect(outcome(found, "aws.ebs_volume", "disk-001 (vol-0000000000000b001)", "aws.ebs_volume.encrypted")).toEqual({
      outcome: "not_applicable",
      detail: "The volume is being deleted (state deleting).",
    });
    expect(outcome(found, "aws.rds_instance", "legacy-db", "aws.rds_instance.storage_encrypted")).toEqual({
      outcome: "not_applicable",
      detail: "The instance is being deleted.",
    });
  });

  it("says which requirement a weak password policy misses", async () => {
    const account = badlyConfiguredAccount();
    account.passwordPolicy = {
      MinimumPasswordLength: 8,
      RequireSymbols: true,
      RequireNumbers: true,
      RequireUppercaseCharacters: true,
      RequireLowercaseCharacters: true,
      PasswordReusePrevention: 5,
      ExpirePasswords: true,
      MaxPasswordAge: 90,
    };
    const fake = await setup(account);
    const found = await discoverAndEvaluate(awsConnector, context(keyCredentials(fake), { regions: ["us-east-1"] }));
    expect(found.get("aws.account 222222222222")!.outcomes["aws.account.password_policy"]).toEqual({
      outcome: "failing",
      detail: "In the password policy the minimum length is 8 (14 required) and only the last 5 passwords are refused (24 required).",
    });
  });
});

describe("AWS connector: paging, throttling and faults", () => {
  it("reads every page of every listing", async () => {
    const account = wellConfiguredAccount();
    const east = account.regions["us-east-1"];
    for (let i = 0; i < 20; i++) east.volumes.push({ ...east.volumes[2], VolumeId: `vol-page${String(i).padStart(4, "0")}`, VolumeArn: undefined, Tags: [] });
    for (let i = 0; i < 4; i++)
      account.buckets.push({ ...account.buckets[0], bucket: { ...account.buckets[0].bucket, Name: `bulk-${i}`, BucketArn: `arn:aws:s3:::bulk-${i}` } });
    const fake = await setup(account);
    fake.setPageSize(2);
    const found = await discoverAndEvaluate(awsConnector, context(keyCredentials(fake)));

    expect(byType(found, "aws.ebs_volume").size).toBe(24);
    expect(found.get("aws.ebs_volume arn:aws:ec2:us-east-1:111111111111:volume/vol-page0019")?.name).toBe("vol-page0019");
    expect(byType(found, "aws.s3_bucket").size).toBe(7);
    expect(fake.requestsTo("ec2", "DescribeVolumes").filter((r) => r.region === "us-east-1")).toHaveLength(12);
    expect(fake.requestsTo("s3", "ListBuckets")).toHaveLength(4);
    expect(fake.requestsTo("rds", "DescribeDBInstances").filter((r) => r.region === "us-east-1")).toHaveLength(1);
    expect(fake.requestsTo("ec2", "DescribeSecurityGroups").filter((r) => r.region === "us-east-1")).toHaveLength(2);
  });

  it("waits while IAM builds the credential report", async () => {
    const fake = await setup(wellConfiguredAccount());
    fake.setReportPolls(2);
    const found = await discoverAndEvaluate(awsConnector, context(keyCredentials(fake), { regions: ["us-east-1"] }));
    expect(byType(found, "aws.iam_user").size).toBe(3);
    expect(fake.requestsTo("iam", "GenerateCredentialReport")).toHaveLength(3);
    expect(fake.requestsTo("iam", "GetCredentialReport")).toHaveLength(1);
  });

  it("backs off on each service's throttling answer and completes the sync", async () => {
    const fake = await setup(wellConfiguredAccount());
    fake.throttleNext({ service: "iam", operation: "GetAccountSummary" });
    fake.throttleNext({ service: "cloudtrail", operation: "DescribeTrails" });
    fake.throttleNext({ service: "s3", operation: "ListBuckets" });
    fake.throttleNext({ service: "ec2", operation: "DescribeVolumes" });
    fake.throttleNext({ service: "guardduty", operation: "ListDetectors" });
    fake.throttleNext({ service: "rds", operation: "DescribeDBInstances" });
    const found = await discoverAndEvaluate(awsConnector, context(keyCredentials(fake), { regions: ["us-east-1"] }));

    const statuses = (service: Parameters<FakeAws["requestsTo"]>[0], op: string) => fake.requestsTo(service, op).map((r) => r.status);
    expect(statuses("iam", "GetAccountSummary")).toEqual([400, 200]);
    expect(statuses("cloudtrail", "DescribeTrails")).toEqual([400, 200]);
    expect(statuses("s3", "ListBuckets")).toEqual([503, 200]);
    expect(statuses("ec2", "DescribeVolumes")).toEqual([503, 200]);
    expect(statuses("guardduty", "ListDetectors")).toEqual([429, 200]);
    expect(statuses("rds", "DescribeDBInstances")).toEqual([400, 200]);
    expect(found.get("aws.account 111111111111")!.outcomes["aws.account.root_mfa_enabled"].outcome).toBe("passing");
    expect(byType(found, "aws.ebs_volume").size).toBe(3);
    expect(outcome(found, "aws.region", "us-east-1", "aws.region.guardduty_enabled").outcome).toBe("passing");
  }, 30_000);

  it("retries a 5xx a bounded number of times", async () => {
    const fake = await setup(wellConfiguredAccount());
    fake.failNext({ service: "rds" }, 500, 2);
    fake.failNext({ service: "s3", operation: "GetPublicAccessBlock", bucket: "acme-logs" }, 503);
    // More 5xx than attempts: that one value is unreadable, the rest of the sync goes on.
    fake.failNext({ service: "s3", operation: "GetBucketEncryption", bucket: "acme-backups" }, 500, 10);
    const found = await discoverAndEvaluate(awsConnector, context(keyCredentials(fake), { regions: ["us-east-1"] }));

    expect(fake.requestsTo("rds", "DescribeDBInstances").map((r) => r.status)).toEqual([500, 500, 200]);
    expect(byType(found, "aws.rds_instance").size).toBe(2);
    expect(outcome(found, "aws.s3_bucket", "acme-logs", "aws.s3_bucket.public_access_blocked").outcome).toBe("passing");
    expect(fake.requestsTo("s3", "GetBucketEncryption").filter((r) => r.status === 500)).toHaveLength(5);
    expect(outcome(found, "aws.s3_bucket", "acme-backups", "aws.s3_bucket.default_encryption")).toEqual({
      outcome: "error",
      detail: expect.stringMatching(/^Could not read defaultEncryption: InternalError: We encountered an internal error\. Please try again\. \(HTTP 500\)/),
    });
  });

  it("gives up on a call that hangs after the request timeout, and retries it", async () => {
    const fake = await setup(wellConfiguredAccount());
    vi.stubEnv("INTEGRATION_REQUEST_TIMEOUT_MS", "300");
    fake.hangNext({ service: "guardduty", operation: "GetDetector" });
    const started = Date.now();
    const found = await discoverAndEvaluate(awsConnector, context(keyCredentials(fake), { regions: ["us-east-1"] }));
    expect(fake.requestsTo("guardduty", "GetDetector").map((r) => r.status)).toEqual([0, 200]);
    expect(outcome(found, "aws.region", "us-east-1", "aws.region.guardduty_enabled").outcome).toBe("passing");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("turns a 403 on one call into an error on the test that needs it", async () => {
    const fake = await setup(wellConfiguredAccount());
    fake.deny({ service: "s3", operation: "GetBucketEncryption", bucket: "acme-assets" });
    fake.deny({ service: "iam", operation: "GetAccountPasswordPolicy" });
    fake.deny({ service: "guardduty", operation: "GetDetector", region: "eu-west-1" });
    const found = await discoverAndEvaluate(awsConnector, context(keyCredentials(fake)));

    expect(outcome(found, "aws.s3_bucket", "acme-assets", "aws.s3_bucket.default_encryption")).toEqual({
      outcome: "error",
      detail: prose(
        "Could not read defaultEncryption: AccessDenied: User: arn:aws:iam::111111111111:user/compliance-reader is not authorized to",
        "perform: s3:GetEncryptionConfiguration on resource: arn:aws:s3:::acme-assets because no identity-based policy allows the",
        "s3:GetEncryptionConfiguration action (HTTP 403)",
      ),
    });
    expect(outcome(found, "aws.s3_bucket", "acme-assets", "aws.s3_bucket.public_access_blocked").outcome).toBe("passing");
    expect(outcome(found, "aws.s3_bucket", "acme-logs", "aws.s3_bucket.default_encryption").outcome).toBe("passing");
    const account = found.get("aws.account 111111111111")!;
    expect(account.outcomes["aws.account.password_policy"]).toEqual({
      outcome: "error",
      detail: expect.stringMatching(/^Could not read passwordPolicy: AccessDenied: .*iam:GetAccountPasswordPolicy.*\(HTTP 403\)$/),
    });
    expect(account.outcomes["aws.account.root_mfa_enabled"].outcome).toBe("passing");
    expect(outcome(found, "aws.region", "eu-west-1", "aws.region.guardduty_enabled")).toEqual({
      outcome: "error",
      detail: expect.stringMatching(/^Could not read guardDuty: AccessDeniedException: .*guardduty:GetDetector/),
    });
    expect(outcome(found, "aws.region", "us-east-1", "aws.region.guardduty_enabled").outcome).toBe("passing");
  });

  it("yields everything it can read, then fails naming each listing it could not make", async () => {
    const fake = await setup(wellConfiguredAccount());
    fake.deny({ service: "ec2", operation: "DescribeVolumes", region: "eu-west-1" });
    fake.deny({ service: "iam", operation: "GenerateCredentialReport" });
    const { resources, error } = await discoverUntilError(context(keyCredentials(fake)));

    expect(error?.message).toMatch(
      /^AWS sync incomplete, could not list IAM users \(credential report\): AccessDenied: .*iam:GenerateCredentialReport.*; EBS volumes in eu-west-1: UnauthorizedOperation: You are not authorized to perform this operation\. .*ec2:DescribeVolumes/,
    );
    const types = resources.map((r) => r.type);
    expect(types.filter((t) => t === "aws.ebs_volume")).toHaveLength(3);
    expect(types.filter((t) => t === "aws.iam_user")).toHaveLength(0);
    expect(types.filter((t) => t === "aws.security_group")).toHaveLength(4);
    const account = resources.find((r) => r.type === "aws.account")!;
    expect(account.attributes.rootUser).toEqual({ $error: expect.stringContaining("iam:GenerateCredentialReport") });
    expect(account.attributes.rootMfaEnabled).toBe(true);
  });
});

describe("AWS connector: credentials", () => {
  it("answers ok:false for a rejected key, and discover fails with AWS's reason", async () => {
    const fake = await setup(wellConfiguredAccount());
    const ctx = context(keyCredentials(fake), { regions: ["us-east-1"] });
    ctx.credentials = awsCredentialSchema.parse({ accessKey: { accessKeyId: "AKIAUNKNOWNKEY000000", secretAccessKey: fake.secretAccessKey } });
    expect(await awsConnector.checkConnection!(ctx)).toEqual({
      ok: false,
      message: "AWS refused the access key: InvalidClientTokenId: The security token included in the request is invalid. (HTTP 403)",
    });
    await expect(discoverAndEvaluate(awsConnector, ctx)).rejects.toThrow(
      "AWS refused the access key: InvalidClientTokenId: The security token included in the request is invalid. (HTTP 403)",
    );
    // Nothing past the identity check was attempted.
    expect(new Set(fake.requests.map((r) => r.operation))).toEqual(new Set(["GetCallerIdentity"]));
  });

  it("assumes the role with the server's own identity and reads the account with the temporary credentials", async () => {
    const fake = await setup(wellConfiguredAccount());
    vi.stubEnv("AWS_ACCESS_KEY_ID", fake.serverAccessKeyId);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", fake.serverSecretAccessKey);
    vi.stubEnv("AWS_SESSION_TOKEN", "");
    vi.stubEnv("AWS_PROFILE", "");
    const credentials = awsCredentialSchema.parse({ assumeRole: { roleArn: fake.roleArn, externalId: fake.externalId } });

    const check = await awsConnector.checkConnection!(context(credentials, { regions: ["us-east-1"] }));
    expect(check.ok).toBe(true);
    expect(check.message).toBe("Connected to AWS account 111111111111 as arn:aws:sts::111111111111:assumed-role/ComplianceAudit/compliance-sync.");

    fake.requests.length = 0;
    const found = await discoverAndEvaluate(awsConnector, context(credentials));
    expect(found.get("aws.account 111111111111")!.outcomes["aws.account.root_mfa_enabled"].outcome).toBe("passing");
    expect(byType(found, "aws.ebs_volume").size).toBe(4);

    const [first, ...rest] = fake.requests;
    expect(first).toMatchObject({ service: "sts", operation: "AssumeRole", accessKeyId: fake.serverAccessKeyId, status: 200 });
    expect(fake.requestsTo("sts", "AssumeRole")).toHaveLength(1);
    const temporary = new Set(rest.map((r) => r.accessKeyId));
    expect(temporary.size).toBe(1);
    expect([...temporary][0]).toMatch(/^ASIA[0-9A-F]{16}$/);
    expect(rest.every((r) => r.status === 200)).toBe(true);
    expect(rest.length).toBeGreaterThan(20);
  });

  it("explains a role it cannot assume", async () => {
    const fake = await setup(wellConfiguredAccount());
    vi.stubEnv("AWS_ACCESS_KEY_ID", fake.serverAccessKeyId);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", fake.serverSecretAccessKey);
    vi.stubEnv("AWS_SESSION_TOKEN", "");
    const credentials = awsCredentialSchema.parse({ assumeRole: { roleArn: fake.roleArn, externalId: "someone-elses-id" } });
    const check = await awsConnector.checkConnection!(context(credentials, { regions: ["us-east-1"] }));
    expect(check).toEqual({
      ok: false,
      message:
        `Could not assume the role ${fake.roleArn}: AccessDenied: User: arn:aws:iam::999999999999:user/compliance-platform is not ` +
        `authorized to perform: sts:AssumeRole on resource: ${fake.roleArn} because no identity-based policy allows the sts:AssumeRole action (HTTP 403)`,
    });
    await expect(discoverAndEvaluate(awsConnector, context(credentials))).rejects.toThrow(`Could not assume the role ${fake.roleArn}: AccessDenied`);
    expect(fake.requests.filter((r) => r.service !== "sts")).toEqual([]);
  });

  it("says so when this server has no AWS identity to assume the role with", async () => {
    const fake = await setup(wellConfiguredAccount());
    for (const name of [
      "AWS_ACCESS_KEY_ID",
      "AWS_SECRET_ACCESS_KEY",
      "AWS_SESSION_TOKEN",
      "AWS_PROFILE",
      "AWS_WEB_IDENTITY_TOKEN_FILE",
      "AWS_CONTAINER_CREDENTIALS_RELATIVE_URI",
      "AWS_CONTAINER_CREDENTIALS_FULL_URI",
    ])
      vi.stubEnv(name, undefined);
    vi.stubEnv("AWS_EC2_METADATA_DISABLED", "true");
    vi.stubEnv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent/aws-credentials");
    vi.stubEnv("AWS_CONFIG_FILE", "/nonexistent/aws-config");
    const credentials = awsCredentialSchema.parse({ assumeRole: { roleArn: fake.roleArn, externalId: fake.externalId } });
    const check = await awsConnector.checkConnection!(context(credentials, { regions: ["us-east-1"] }));
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(
      new RegExp(`^This server has no AWS identity of its own to assume the role ${fake.roleArn} with: CredentialsProviderError: `),
    );
    expect(fake.requests).toEqual([]);
  });

  it("stops when the sync is aborted", async () => {
    const fake = await setup(wellConfiguredAccount());
    const controller = new AbortController();
    controller.abort(new Error("sync deadline"));
    await expect(discoverAndEvaluate(awsConnector, context(keyCredentials(fake), { regions: ["us-east-1"] }, controller.signal))).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(fake.requests).toEqual([]);
  });
});

describe("AWS connector: the fake answers as AWS's API description says", () => {
  it("parses, with the real SDK clients, into exactly the typed fixtures", async () => {
    const account = wellConfiguredAccount();
    const fake = await setup(account);
    const base = { endpoint: fake.url, credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey }, maxAttempts: 1 };
    const strip = <T extends { $metadata?: unknown }>(out: T) => {
      const { $metadata: _m, ...rest } = out;
      return rest;
    };

    const iam = new IAMClient({ ...base, region: "us-east-1" });
    expect((await iam.send(new GetAccountSummaryCommand({}))).SummaryMap).toEqual(account.summaryMap);
    expect((await iam.send(new GetAccountPasswordPolicyCommand({}))).PasswordPolicy).toEqual(account.passwordPolicy);

    const east = account.regions["us-east-1"];
    const ec2 = new EC2Client({ ...base, region: "us-east-1" });
    expect((await ec2.send(new DescribeVolumesCommand({ MaxResults: 500 }))).Volumes).toEqual(east.volumes);
    expect((await ec2.send(new DescribeSecurityGroupsCommand({ MaxResults: 1000 }))).SecurityGroups).toEqual(east.securityGroups);

    const rds = new RDSClient({ ...base, region: "us-east-1" });
    expect((await rds.send(new DescribeDBInstancesCommand({}))).DBInstances).toEqual(east.dbInstances);

    const s3 = new S3Client({ ...base, region: "eu-west-1", forcePathStyle: true });
    expect((await s3.send(new ListBucketsCommand({ MaxBuckets: 100 }))).Buckets).toEqual(account.buckets.map((b) => b.bucket));
    expect((await s3.send(new GetPublicAccessBlockCommand({ Bucket: "acme-assets" }))).PublicAccessBlockConfiguration).toEqual(
      account.buckets[1].publicAccessBlock,
    );
    expect((await s3.send(new GetBucketEncryptionCommand({ Bucket: "acme-assets" }))).ServerSideEncryptionConfiguration).toEqual(account.buckets[1].encryption);

    const cloudTrail = new CloudTrailClient({ ...base, region: "us-east-1" });
    expect((await cloudTrail.send(new DescribeTrailsCommand({}))).trailList).toEqual(account.trails.map((t) => t.trail));
    expect(strip(await cloudTrail.send(new GetTrailStatusCommand({ Name: account.trails[0].trail.TrailARN })))).toEqual(account.trails[0].status);

    const guardDuty = new GuardDutyClient({ ...base, region: "us-east-1" });
    expect((await guardDuty.send(new ListDetectorsCommand({}))).DetectorIds).toEqual([east.detectors[0].id]);
    expect(strip(await guardDuty.send(new GetDetectorCommand({ DetectorId: east.detectors[0].id })))).toEqual(east.detectors[0].detector);

    for (const c of [iam, ec2, rds, s3, cloudTrail, guardDuty]) c.destroy();
  });

  it("answers errors in each protocol's format, as the SDK's modeled exceptions", async () => {
    const fake = await setup(badlyConfiguredAccount());
    const base = { endpoint: fake.url, credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey }, maxAttempts: 1 };
    const iam = new IAMClient({ ...base, region: "us-east-1" });
    await expect(iam.send(new GetAccountPasswordPolicyCommand({}))).rejects.toBeInstanceOf(NoSuchEntityException);
    const s3 = new S3Client({ ...base, region: "us-east-1", forcePathStyle: true });
    await expect(s3.send(new GetPublicAccessBlockCommand({ Bucket: "public-site" }))).rejects.toMatchObject({
      name: "NoSuchPublicAccessBlockConfiguration",
      $metadata: { httpStatusCode: 404 },
    });
    await expect(s3.send(new GetBucketEncryptionCommand({ Bucket: "legacy-store" }))).rejects.toMatchObject({
      name: "ServerSideEncryptionConfigurationNotFoundError",
    });
    // A bucket of another region: 301 with x-amz-bucket-region, which the SDK follows when asked to.
    await expect(s3.send(new GetPublicAccessBlockCommand({ Bucket: "half-open" }))).rejects.toMatchObject({
      name: "PermanentRedirect",
      $metadata: { httpStatusCode: 301 },
    });
    const following = new S3Client({ ...base, region: "us-east-1", forcePathStyle: true, followRegionRedirects: true });
    expect((await following.send(new GetPublicAccessBlockCommand({ Bucket: "half-open" }))).PublicAccessBlockConfiguration?.BlockPublicPolicy).toBe(false);
    const cloudTrail = new CloudTrailClient({ ...base, region: "us-east-1" });
    await expect(cloudTrail.send(new GetTrailStatusCommand({ Name: "nope" }))).rejects.toBeInstanceOf(TrailNotFoundException);
    const guardDuty = new GuardDutyClient({ ...base, region: "us-east-1" });
    await expect(guardDuty.send(new GetDetectorCommand({ DetectorId: "nope" }))).rejects.toBeInstanceOf(BadRequestException);
    fake.deny({ service: "ec2" });
    const ec2 = new EC2Client({ ...base, region: "us-east-1" });
    await expect(ec2.send(new DescribeVolumesCommand({ MaxResults: 5 }))).rejects.toMatchObject({
      name: "UnauthorizedOperation",
      $metadata: { httpStatusCode: 403 },
    });
    await expect(ec2.send(new DescribeVolumesCommand({ MaxResults: 1 }))).rejects.toMatchObject({ name: "UnauthorizedOperation" });
    const badKey = new EC2Client({ ...base, region: "us-east-1", credentials: { accessKeyId: "AKIAUNKNOWN000000000", secretAccessKey: "x" } });
    await expect(badKey.send(new DescribeVolumesCommand({ MaxResults: 5 }))).rejects.toMatchObject({ name: "AuthFailure", $metadata: { httpStatusCode: 401 } });
    for (const c of [iam, s3, following, cloudTrail, guardDuty, ec2, badKey]) c.destroy();
  });
});

describe("AWS connector: definitions", () => {
  it("declares strict schemas the console can draw", () => {
    expect(awsConfigSchema.parse({})).toEqual({ regions: ["us-east-1"] });
    expect(awsConfigSchema.safeParse({ regions: ["us-east-1", "mars-1"] }).success).toBe(false);
    expect(awsConfigSchema.safeParse({ regions: ["us-east-1", "us-east-1"] }).success).toBe(false);
    expect(awsConfigSchema.safeParse({ regions: ["us-gov-west-1", "ap-southeast-5"], extra: 1 }).success).toBe(false);
    expect(awsConfigSchema.safeParse({ regions: ["us-gov-west-1", "ap-southeast-5"] }).success).toBe(true);

    const key = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
    const role = { roleArn: "arn:aws:iam::123456789012:role/ComplianceAudit", externalId: "acme-1234" };
    expect(awsCredentialSchema.safeParse({ accessKey: key }).success).toBe(true);
    expect(awsCredentialSchema.safeParse({ assumeRole: role }).success).toBe(true);
    expect(awsCredentialSchema.safeParse({ accessKey: key, assumeRole: role }).success).toBe(false);
    expect(awsCredentialSchema.safeParse({}).success).toBe(false);
    expect(awsCredentialSchema.safeParse({ assumeRole: { ...role, roleArn: "arn:aws:iam::123:user/x" } }).success).toBe(false);
    expect(awsCredentialSchema.safeParse({ accessKey: { ...key, extra: "x" } }).success).toBe(false);

    const json = z.toJSONSchema(awsCredentialSchema) as {
      type: string;
      additionalProperties: boolean;
      properties: Record<string, { description?: string; properties: Record<string, { description?: string }> }>;
    };
    expect(json.type).toBe("object");
    expect(json.additionalProperties).toBe(false);
    for (const group of Object.values(json.properties)) {
      expect(group.description).toBeTruthy();
      for (const field of Object.values(group.properties)) expect(field.description).toBeTruthy();
    }
    const configJson = z.toJSONSchema(awsConfigSchema, { io: "input" }) as { properties: Record<string, { description?: string }> };
    for (const field of Object.values(configJson.properties)) expect(field.description).toBeTruthy();
  });

  it("gives every test a stable id, a known resource type and existing themes", () => {
    const types = new Set(awsConnector.resourceTypes.map((t) => t.type));
    const ids = awsConnector.tests.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([
      "aws.account.cloudtrail_multi_region",
      "aws.account.no_root_access_keys",
      "aws.account.password_policy",
      "aws.account.root_mfa_enabled",
      "aws.ebs_volume.encrypted",
      "aws.iam_user.access_keys_rotated",
      "aws.iam_user.console_mfa",
      "aws.rds_instance.storage_encrypted",
      "aws.region.guardduty_enabled",
      "aws.s3_bucket.default_encryption",
      "aws.s3_bucket.public_access_blocked",
      "aws.security_group.no_open_admin_ports",
      "aws.security_group.no_open_database_ports",
    ]);
    for (const test of awsConnector.tests) {
      expect(test.id.startsWith(`${test.resourceType}.`)).toBe(true);
      expect(types.has(test.resourceType)).toBe(true);
      expect(test.themes.length).toBeGreaterThan(0);
      for (const theme of test.themes) expect(CONTROL_THEMES[theme]).toBeDefined();
      expect(test.remediation.console).toBeTruthy();
      expect(test.remediation.command).toBeTruthy();
    }
  });

  it("names exactly the IAM actions a full sync uses", async () => {
    const fake = await setup(badlyConfiguredAccount());
    await discoverAndEvaluate(awsConnector, context(keyCredentials(fake)));
    const action: Record<string, string> = {
      ListBuckets: "s3:ListAllMyBuckets",
      GetPublicAccessBlock: "s3:GetBucketPublicAccessBlock",
      GetBucketEncryption: "s3:GetEncryptionConfiguration",
    };
    const used = new Set(fake.requests.filter((r) => r.operation !== "GetCallerIdentity").map((r) => action[r.operation] ?? `${r.service}:${r.operation}`));
    expect([...used].sort()).toEqual([...AWS_READ_ACTIONS]);
    expect(JSON.parse(awsConnector.leastPrivilege.document!.content)).toEqual(AWS_READ_POLICY);
    expect(assumeRoleTrustPolicy("arn:aws:iam::999999999999:role/platform", "acme-1234").Statement[0].Condition).toEqual({
      StringEquals: { "sts:ExternalId": "acme-1234" },
    });
  });
});
