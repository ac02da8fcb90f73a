import type { ResourceType } from "../types";
import { ACCOUNT, EBS_VOLUME, IAM_USER, RDS_INSTANCE, REGION, S3_BUCKET, SECURITY_GROUP } from "./kinds";
import { prose } from "@/lib/format/prose";

export const awsResourceTypes: ResourceType[] = [
  {
    type: ACCOUNT,
    name: "AWS account",
    description: "The account itself: its root user, password policy and CloudTrail coverage.",
    attributes: {
      accountId: "The 12-digit account id",
      accountAlias: "The label given in the integration's settings, or null",
      rootMfaEnabled: "Whether the root user has an MFA device (IAM account summary)",
      rootAccessKeysPresent: "Whether the root user has access keys (IAM account summary)",
      rootUser: "From the credential report's <root_account> row: mfaActive, passwordLastUsed, accessKeys [{slot, active, lastRotated, lastUsed}]",
      passwordPolicy: prose(
        "The IAM password policy (minimumLength, requireSymbols, requireNumbers, requireUppercase, requireLowercase, allowUsersToChange,",
        "maxAgeDays, reusePrevention, hardExpiry), or null when none is set",
      ),
      cloudTrails: prose(
        "Trails visible from the home region, shadow trails included: [{name, arn, homeRegion, multiRegion, logFileValidation,",
        "organizationTrail, logging, statusError?}]",
      ),
    },
  },
  {
    type: IAM_USER,
    name: "IAM user",
    description: "An IAM user, from the account's credential report.",
    attributes: {
      userName: "The user's name",
      arn: "The user's ARN",
      createdAt: "When the user was created (ISO instant)",
      consoleAccess: "Whether the user has a console password",
      passwordLastUsed: "When the console password was last used, or null",
      passwordLastChanged: "When the console password was last changed, or null",
      mfaActive: "Whether the user has an MFA device",
      accessKeys: "The user's access keys: [{slot (1 or 2), active, lastRotated, lastUsed}]",
      reportGeneratedAt: "When IAM generated the credential report these values come from",
    },
  },
  {
    type: S3_BUCKET,
    name: "S3 bucket",
    description: "A general purpose S3 bucket, in any region.",
    attributes: {
      name: "The bucket's name",
      region: "The bucket's region, or null when S3 did not say",
      createdAt: "When the bucket was created (ISO instant)",
      publicAccessBlock:
        "The bucket's Block Public Access settings {blockPublicAcls, ignorePublicAcls, blockPublicPolicy, restrictPublicBuckets}, or null when none are set",
      defaultEncryption: "The default encryption rule {algorithm (AES256, aws:kms, aws:kms:dsse), kmsKeyId, bucketKeyEnabled}, or null",
    },
  },
  {
    type: RDS_INSTANCE,
    name: "RDS instance",
    description: "An RDS or Aurora database instance in a scanned region.",
    attributes: {
      identifier: "The instance identifier",
      region: "Its region",
      engine: "The engine (postgres, mysql, aurora-postgresql…)",
      engineVersion: "The engine version",
      status: "The instance status (available, stopped…)",
      clusterIdentifier: "The Aurora cluster it belongs to, or null",
      storageEncrypted: "Whether its storage is encrypted",
      kmsKeyId: "The KMS key encrypting it, or null",
    },
  },
  {
    type: EBS_VOLUME,
    name: "EBS volume",
    description: "An EBS volume in a scanned region.",
    attributes: {
      volumeId: "The volume id",
      region: "Its region",
      availabilityZone: "Its availability zone",
      state: "creating, available, in-use, deleting…",
      sizeGiB: "Its size in GiB",
      encrypted: "Whether it is encrypted",
      kmsKeyId: "The KMS key encrypting it, or null",
      attachedTo: "Ids of the instances it is attached to",
    },
  },
  {
    type: SECURITY_GROUP,
    name: "Security group",
    description: "A VPC security group in a scanned region.",
    attributes: {
      groupId: "The group id",
      groupName: "The group name",
      region: "Its region",
      vpcId: "Its VPC, or null",
      description: "Its description",
      inboundRuleCount: "How many inbound rules it has",
      openToInternet: "Its inbound rules that admit 0.0.0.0/0 or ::/0: [{protocol (tcp, udp, icmp, all…), fromPort, toPort (null: all ports), source}]",
    },
  },
  {
    type: REGION,
    name: "AWS region",
    description: "A region this integration scans, for what is switched on region by region.",
    attributes: {
      region: "The region name",
      guardDuty: "The region's GuardDuty detector {detectorId, status (ENABLED or DISABLED)}, or null when there is none",
    },
  },
];
