import type { Connector } from "../types";
import { awsLeastPrivilege } from "./least-privilege";
import { awsResourceTypes } from "./resource-types";
import { awsConfigSchema, awsCredentialSchema, type AwsConfig, type AwsCredentials } from "./schemas";
import { awsTests } from "./tests";
import { prose } from "@/lib/format/prose";

/**
 * Amazon Web Services, through the AWS SDK for JavaScript v3: IAM, S3, CloudTrail, EC2, RDS, GuardDuty and STS,
 * each client pointed at INTEGRATIONS_AWS_ENDPOINT_URL when the operator sets it.
 */
export const awsConnector: Connector<AwsConfig, AwsCredentials> = {
  id: "aws",
  name: "Amazon Web Services",
  description: prose(
    "Checks one AWS account: root user MFA and access keys, the IAM password policy, IAM users' MFA and key age, a multi-region",
    "CloudTrail trail, S3 Block Public Access and default encryption, RDS and EBS encryption, security groups open to the internet, and",
    "GuardDuty in each scanned region.",
  ),
  category: "cloud",
  mode: "pull",
  configSchema: awsConfigSchema,
  credentialSchema: awsCredentialSchema,
  leastPrivilege: awsLeastPrivilege,
  resourceTypes: awsResourceTypes,
  tests: awsTests,
  // The SDK loads when a sync or a connection check needs it, not with the catalogue (every test file and route reads that).
  checkConnection: async (ctx) => (await import("./discover")).checkAws(ctx),
  async *discover(ctx) {
    yield* (await import("./discover")).discoverAws(ctx);
  },
};
