import type { LeastPrivilege } from "../types";

/**
 * Exactly the actions the connector calls, by IAM action name (s3:ListAllMyBuckets is ListBuckets,
 * s3:GetBucketPublicAccessBlock is GetPublicAccessBlock, s3:GetEncryptionConfiguration is GetBucketEncryption).
 * sts:GetCallerIdentity needs no grant. None of these can change anything; GenerateCredentialReport only
 * (re)builds the report IAM keeps for the account.
 */
export const AWS_READ_ACTIONS = [
  "cloudtrail:DescribeTrails",
  "cloudtrail:GetTrailStatus",
  "ec2:DescribeSecurityGroups",
  "ec2:DescribeVolumes",
  "guardduty:GetDetector",
  "guardduty:ListDetectors",
  "iam:GenerateCredentialReport",
  "iam:GetAccountPasswordPolicy",
  "iam:GetAccountSummary",
  "iam:GetCredentialReport",
  "rds:DescribeDBInstances",
  "s3:GetBucketPublicAccessBlock",
  "s3:GetEncryptionConfiguration",
  "s3:ListAllMyBuckets",
] as const;

export const AWS_READ_POLICY = {
  Version: "2012-10-17",
  Statement: [{ Sid: "ComplianceReadOnly", Effect: "Allow", Action: [...AWS_READ_ACTIONS], Resource: "*" }],
};

/**
 * The trust policy of the role a tenant creates for the assume-role form: only this server's identity may
 * assume it, and only when it presents the tenant's external id (the confused-deputy guard).
 */
export function assumeRoleTrustPolicy(serverPrincipalArn: string, externalId: string) {
  return {
    Version: "2012-10-17",
    Statement: [
      {
        Effect: "Allow",
        Principal: { AWS: serverPrincipalArn },
        Action: "sts:AssumeRole",
        Condition: { StringEquals: { "sts:ExternalId": externalId } },
      },
    ],
  };
}

export const awsLeastPrivilege: LeastPrivilege = {
  summary:
    "Attach this read-only policy to a role (preferred) or an IAM user; the AWS managed policy SecurityAudit " +
    "(arn:aws:iam::aws:policy/SecurityAudit) also covers every action, with much more. " +
    'For the role form, its trust policy allows sts:AssumeRole to this server\'s AWS principal only with the condition {"StringEquals": ' +
    '{"sts:ExternalId": "<your external id>"}}; the server\'s own identity needs sts:AssumeRole on that role ARN. ' +
    "An access key needs only the policy; prefer the role, which leaves no long-lived secret with us.",
  document: { format: "json", content: JSON.stringify(AWS_READ_POLICY, null, 2) },
};
