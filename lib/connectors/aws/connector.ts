import type { Connector } from "../types";
import { AwsClients } from "./clients";
import { discoverAws, identify } from "./discover";
import { awsLeastPrivilege } from "./least-privilege";
import { awsResourceTypes } from "./resource-types";
import { awsConfigSchema, awsCredentialSchema, type AwsConfig, type AwsCredentials } from "./schemas";
import { awsTests } from "./tests";

/**
 * Amazon Web Services, through the AWS SDK for JavaScript v3: IAM, S3, CloudTrail, EC2, RDS, GuardDuty and STS,
 * each client pointed at INTEGRATIONS_AWS_ENDPOINT_URL when the operator sets it.
 */
export const awsConnector: Connector<AwsConfig, AwsCredentials> = {
  id: "aws",
  name: "Amazon Web Services",
  description:
    "Checks one AWS account: root user MFA and access keys, the IAM password policy, IAM users' MFA and key age, a multi-region CloudTrail trail, S3 Block Public Access and default encryption, RDS and EBS encryption, security groups open to the internet, and GuardDuty in each scanned region.",
  category: "cloud",
  mode: "pull",
  configSchema: awsConfigSchema,
  credentialSchema: awsCredentialSchema,
  leastPrivilege: awsLeastPrivilege,
  resourceTypes: awsResourceTypes,
  tests: awsTests,
  async checkConnection(ctx) {
    const clients = new AwsClients(ctx.config, ctx.credentials, ctx.signal);
    try {
      const who = await identify(clients, ctx);
      const label = ctx.config.accountAlias ? ` (${ctx.config.accountAlias})` : "";
      return { ok: true, message: `Connected to AWS account ${who.accountId}${label} as ${who.arn}.` };
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    } finally {
      clients.destroy();
    }
  },
  discover: discoverAws,
};
