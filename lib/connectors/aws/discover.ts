import { attributeError } from "../define-test";
import type { AttributeError, ConnectionCheck, ConnectorContext, DiscoveredResource } from "../types";
import { callerIdentity, readPasswordPolicy, readRootSummary, readTrails, type CallerIdentity } from "./account";
import { AwsClients } from "./clients";
import { fetchCredentialReport, reportRows, rootAttributes, ROOT_ROW, userAttributes, type RootUserAttributes } from "./credential-report";
import { awsCode, awsReason } from "./errors";
import { ACCOUNT, IAM_USER } from "./kinds";
import { discoverDbInstances, discoverSecurityGroups, discoverVolumes, regionResource } from "./regional";
import { discoverBuckets } from "./s3";
import type { AwsConfig, AwsCredentials } from "./schemas";

type Ctx = ConnectorContext<AwsConfig, AwsCredentials>;

/**
 * Who the credentials belong to, or an error that says in words why AWS refused them (bad or expired keys,
 * a trust policy or external id that does not let this server assume the role).
 */
export async function identify(clients: AwsClients, ctx: Ctx): Promise<CallerIdentity> {
  try {
    return await callerIdentity(clients, ctx.signal);
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    throw new Error(identityFailure(error, ctx.credentials.assumeRole?.roleArn), { cause: error });
  }
}

function identityFailure(error: unknown, roleArn: string | undefined): string {
  const reason = awsReason(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (roleArn && awsCode(error) === "CredentialsProviderError")
    return `This server has no AWS identity of its own to assume the role ${roleArn} with: ${reason}`;
  if (status === undefined) return `Could not reach AWS STS: ${reason}`;
  if (status >= 500) return `AWS STS failed: ${reason}`;
  return roleArn ? `Could not assume the role ${roleArn}: ${reason}` : `AWS refused the access key: ${reason}`;
}

async function* iamUsers(clients: AwsClients, ctx: Ctx, onRoot: (root: RootUserAttributes) => void): AsyncGenerator<DiscoveredResource> {
  const report = await fetchCredentialReport(clients.iam(), ctx.signal, ctx.now);
  for await (const row of reportRows(report)) {
    if (row.user === ROOT_ROW) {
      onRoot(rootAttributes(row));
      continue;
    }
    yield { type: IAM_USER, externalId: row.arn, name: row.user, attributes: userAttributes(row, report) };
  }
}

/**
 * The whole account: IAM users (from the credential report), the account itself, S3 buckets, then region by
 * region GuardDuty, EBS volumes, RDS instances and security groups, each streamed page by page.
 *
 * A value one resource cannot give (403 on one bucket's encryption) becomes an AttributeError on it. A
 * listing that fails (DescribeVolumes denied in one region, the credential report refused) does not stop the
 * others: everything readable is yielded first, then the sync fails naming each listing it could not make, so
 * a partial inventory is never taken for a complete one.
 */
export async function* discoverAws(ctx: Ctx): AsyncGenerator<DiscoveredResource> {
  const clients = new AwsClients(ctx.config, ctx.credentials, ctx.signal);
  const failures: string[] = [];
  async function* guarded(what: string, resources: AsyncIterable<DiscoveredResource>): AsyncGenerator<DiscoveredResource> {
    try {
      yield* resources;
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      failures.push(`${what}: ${awsReason(error)}`);
      ctx.log.warn({ provider: "aws", what, reason: awsReason(error) }, "aws listing failed");
    }
  }

  try {
    const identity = await identify(clients, ctx);
    const { signal } = ctx;
    const [root, passwordPolicy, cloudTrails] = await Promise.all([
      readRootSummary(clients, signal),
      readPasswordPolicy(clients, signal),
      readTrails(clients, signal),
    ]);

    let rootUser: RootUserAttributes | AttributeError | null = null;
    const before = failures.length;
    yield* guarded(
      "IAM users (credential report)",
      iamUsers(clients, ctx, (r) => (rootUser = r)),
    );
    if (failures.length > before) rootUser = attributeError(failures[failures.length - 1]);

    yield {
      type: ACCOUNT,
      externalId: identity.accountId,
      name: ctx.config.accountAlias ? `${ctx.config.accountAlias} (${identity.accountId})` : identity.accountId,
      attributes: { accountId: identity.accountId, accountAlias: ctx.config.accountAlias ?? null, ...root, rootUser, passwordPolicy, cloudTrails },
    };

    yield* guarded("S3 buckets", discoverBuckets(clients, identity.partition, signal));

    for (const region of ctx.config.regions) {
      yield await regionResource(clients, region, signal);
      yield* guarded(`EBS volumes in ${region}`, discoverVolumes(clients, region, identity, signal));
      yield* guarded(`RDS instances in ${region}`, discoverDbInstances(clients, region, signal));
      yield* guarded(`security groups in ${region}`, discoverSecurityGroups(clients, region, identity, signal));
    }

    if (failures.length > 0) throw new Error(`AWS sync incomplete, could not list ${failures.join("; ")}`);
  } finally {
    clients.destroy();
  }
}

/** One STS call that proves the credentials (or the assumed role's trust policy and external id). */
export async function checkAws(ctx: Ctx): Promise<ConnectionCheck> {
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
}
