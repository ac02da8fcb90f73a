import { CloudTrailClient } from "@aws-sdk/client-cloudtrail";
import { EC2Client } from "@aws-sdk/client-ec2";
import { GuardDutyClient } from "@aws-sdk/client-guardduty";
import { IAMClient } from "@aws-sdk/client-iam";
import { RDSClient } from "@aws-sdk/client-rds";
import { S3Client } from "@aws-sdk/client-s3";
import { AssumeRoleCommand, STSClient } from "@aws-sdk/client-sts";
import { config } from "@/lib/config";
import type { AwsConfig, AwsCredentials } from "./schemas";

/**
 * Attempts per call, first included. Retries use the SDK's `standard` strategy: exponential backoff with full
 * jitter from a 1 s base for throttling answers (Throttling, ThrottlingException, RequestLimitExceeded,
 * SlowDown, HTTP 429) and a 50 ms base for 5xx, timeouts and dropped connections, honouring Retry-After and
 * x-amz-retry-after, within the client's retry quota. Not `adaptive`: AWS calls it experimental, and after a
 * throttle on a client that has sent little it falls to 0.5 requests/s, which a sync of short per-region
 * bursts never climbs out of.
 */
export const MAX_ATTEMPTS = 5;
export const RETRY_MODE = "standard";

/** Refresh assumed-role credentials this long before they expire. */
const REFRESH_MARGIN_MS = 5 * 60_000;
const ROLE_SESSION_SECONDS = 3600;

interface Identity {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}
type IdentityProvider = () => Promise<Identity>;

/**
 * What every client shares: the operator's endpoint (LocalStack, a VPC endpoint, the tests' fake) when set,
 * a per-attempt timeout and the retry policy. Region names are validated, so without an endpoint override
 * every host is AWS's own: there is no tenant-chosen host for the SSRF guard to vet.
 */
function baseConfig(region: string) {
  const endpoint = config.integrations.awsEndpointUrl;
  const timeout = config.integrations.requestTimeoutMs;
  return {
    region,
    ...(endpoint ? { endpoint } : {}),
    maxAttempts: MAX_ATTEMPTS,
    retryMode: RETRY_MODE,
    requestHandler: { requestTimeout: timeout, connectionTimeout: timeout, throwOnRequestTimeout: true },
  };
}

/**
 * Assumes the tenant's role with this server's own identity (the SDK's default provider chain: environment,
 * shared files, container or instance role) once, and again only shortly before the session expires, so the
 * dozens of clients of one sync share one AssumeRole call.
 */
function assumeRoleProvider(
  role: NonNullable<AwsCredentials["assumeRole"]>,
  region: string,
  signal: AbortSignal,
  track: (c: { destroy(): void }) => void,
): IdentityProvider {
  const sts = new STSClient(baseConfig(region));
  track(sts);
  let current: Promise<Identity> | undefined;
  const assume = async (): Promise<Identity> => {
    const { Credentials } = await sts.send(
      new AssumeRoleCommand({ RoleArn: role.roleArn, ExternalId: role.externalId, RoleSessionName: "compliance-sync", DurationSeconds: ROLE_SESSION_SECONDS }),
      { abortSignal: signal },
    );
    if (!Credentials?.AccessKeyId || !Credentials.SecretAccessKey) throw new Error(`STS answered no credentials for ${role.roleArn}`);
    return {
      accessKeyId: Credentials.AccessKeyId,
      secretAccessKey: Credentials.SecretAccessKey,
      sessionToken: Credentials.SessionToken,
      expiration: Credentials.Expiration,
    };
  };
  return async () => {
    const cached = current ? await current.catch(() => undefined) : undefined;
    if (cached && (!cached.expiration || cached.expiration.getTime() - Date.now() > REFRESH_MARGIN_MS)) return cached;
    const attempt = assume();
    current = attempt;
    // A failed AssumeRole is not cached: the next call tries again.
    attempt.catch(() => {
      if (current === attempt) current = undefined;
    });
    return attempt;
  };
}

/** The SDK clients of one sync or connection check, made on first use and destroyed together. */
export class AwsClients {
  readonly home: string;
  private readonly credentials: Identity | IdentityProvider;
  private readonly made = new Map<string, { destroy(): void }>();
  private readonly extra: { destroy(): void }[] = [];

  constructor(cfg: AwsConfig, credentials: AwsCredentials, signal: AbortSignal) {
    this.home = cfg.regions[0];
    if (credentials.accessKey) {
      const { accessKeyId, secretAccessKey, sessionToken } = credentials.accessKey;
      this.credentials = { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
    } else if (credentials.assumeRole) {
      this.credentials = assumeRoleProvider(credentials.assumeRole, this.home, signal, (c) => this.extra.push(c));
    } else {
      throw new Error("No AWS credentials: give an access key or a role to assume");
    }
  }

  private client<T extends { destroy(): void }>(key: string, make: () => T): T {
    let client = this.made.get(key) as T | undefined;
    if (!client) {
      client = make();
      this.made.set(key, client);
    }
    return client;
  }

  private options(region: string) {
    return { ...baseConfig(region), credentials: this.credentials };
  }

  sts(): STSClient {
    return this.client("sts", () => new STSClient(this.options(this.home)));
  }
  /** IAM is global: the SDK resolves the partition's single endpoint from the home region. */
  iam(): IAMClient {
    return this.client("iam", () => new IAMClient(this.options(this.home)));
  }
  cloudTrail(): CloudTrailClient {
    return this.client("cloudtrail", () => new CloudTrailClient(this.options(this.home)));
  }
  /**
   * One client per bucket region, so requests are signed for the bucket's region; region redirects are
   * followed for a bucket whose region the listing did not name. Path-style URLs keep an endpoint override
   * (LocalStack, the fake) working without wildcard DNS.
   */
  s3(region = this.home): S3Client {
    return this.client(
      `s3:${region}`,
      () => new S3Client({ ...this.options(region), forcePathStyle: Boolean(config.integrations.awsEndpointUrl), followRegionRedirects: true }),
    );
  }
  ec2(region: string): EC2Client {
    return this.client(`ec2:${region}`, () => new EC2Client(this.options(region)));
  }
  rds(region: string): RDSClient {
    return this.client(`rds:${region}`, () => new RDSClient(this.options(region)));
  }
  guardDuty(region: string): GuardDutyClient {
    return this.client(`guardduty:${region}`, () => new GuardDutyClient(this.options(region)));
  }

  /** Closes the clients' keep-alive sockets. */
  destroy(): void {
    for (const client of [...this.made.values(), ...this.extra]) client.destroy();
    this.made.clear();
    this.extra.length = 0;
  }
}
