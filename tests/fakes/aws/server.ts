import { text } from "node:stream/consumers";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Call } from "./call";
import { cloudTrail } from "./cloudtrail";
import { ec2 } from "./ec2";
import { guardDuty, guardDutyOperation } from "./guardduty";
import { iam, type CredentialReportJob } from "./iam";
import {
  accessDenied,
  AwsFault,
  badCredentials,
  faultAnswer,
  parseAuthorization,
  PROTOCOL,
  serverError,
  throttled,
  type FakeResponse,
  type Service,
} from "./protocol";
import { rds } from "./rds";
import { s3, s3Operation } from "./s3";
import type { FakeAccount } from "./state";
import { sts, type FakeKey, type FakeRole } from "./sts";

/**
 * A local stand-in for the AWS APIs the connector calls, on one port, as INTEGRATIONS_AWS_ENDPOINT_URL points
 * every SDK client at it. It routes as AWS's front ends do: by the SigV4 credential scope's service, then by
 * the query `Action` (IAM, STS, RDS, EC2), the X-Amz-Target header (CloudTrail) or the path (S3, GuardDuty),
 * and it answers in each service's wire format, errors included, so the real SDK clients parse every answer.
 * Signatures are not verified; which key signed, and its session token, are.
 */

export interface FakeAwsRequest {
  service: Service;
  operation: string;
  region: string;
  accessKeyId: string;
  status: number;
}

export interface FaultMatch {
  service?: Service;
  operation?: string;
  region?: string;
  bucket?: string;
}

export interface FakeAws {
  url: string;
  /** The target account's IAM user key (the access-key form). */
  accessKeyId: string;
  secretAccessKey: string;
  /** This server's own identity, in another account: it can only assume the role. */
  serverAccessKeyId: string;
  serverSecretAccessKey: string;
  roleArn: string;
  externalId: string;
  account: FakeAccount;
  requests: FakeAwsRequest[];
  /** The calls one service answered (optionally one operation), in order. */
  requestsTo(service: Service, operation?: string): FakeAwsRequest[];
  /** The next `times` matching calls answer this fault (a 5xx status: that service's 5xx error). */
  failNext(match: FaultMatch, fault: AwsFault | 500 | 503, times?: number): void;
  /** The next `times` matching calls answer the service's throttling error. */
  throttleNext(match: FaultMatch, times?: number): void;
  /** The next `times` matching calls are never answered (a hung connection: the client's timeout must fire). */
  hangNext(match: FaultMatch, times?: number): void;
  /** Every matching call answers AccessDenied (the policy does not allow it). */
  deny(match: FaultMatch): void;
  /** At most this many items per page, whatever the caller asks (default: what the caller asks). */
  setPageSize(size: number | undefined): void;
  /** GenerateCredentialReport answers STARTED/INPROGRESS this many times before COMPLETE (default 0: a report from the last four hours exists). */
  setReportPolls(polls: number): void;
  close(): Promise<void>;
}

const VERSION: Partial<Record<Service, string>> = { iam: "2010-05-08", sts: "2011-06-15", rds: "2014-10-31", ec2: "2016-11-15" };
const SERVICES = new Set<Service>(["iam", "sts", "rds", "ec2", "s3", "cloudtrail", "guardduty"]);

const matches = (m: FaultMatch, c: { service: Service; operation: string; region: string; bucket?: string }) =>
  (!m.service || m.service === c.service) &&
  (!m.operation || m.operation === c.operation) &&
  (!m.region || m.region === c.region) &&
  (!m.bucket || m.bucket === c.bucket);

/** The IAM action a call needs, for AccessDenied messages. */
const IAM_ACTION: Record<string, string> = {
  ListBuckets: "s3:ListAllMyBuckets",
  GetPublicAccessBlock: "s3:GetBucketPublicAccessBlock",
  GetBucketEncryption: "s3:GetEncryptionConfiguration",
};

export async function startFakeAws(account: FakeAccount): Promise<FakeAws> {
  const accessKeyId = "AKIAFAKETARGET000001";
  const secretAccessKey = "fakeTargetSecretKey/0123456789abcdefghij";
  const serverAccessKeyId = "AKIAFAKEPLATFORM0001";
  const serverSecretAccessKey = "fakePlatformSecretKey/0123456789abcdefgh";
  const serverAccount = "999999999999";
  const roleArn = `arn:aws:iam::${account.accountId}:role/ComplianceAudit`;
  const externalId = "tenant-7c1f-external-id";

  const keys = new Map<string, FakeKey>([
    [
      accessKeyId,
      { secretAccessKey, principal: `arn:aws:iam::${account.accountId}:user/compliance-reader`, accountId: account.accountId, userId: "AIDAFAKETARGETUSER01" },
    ],
    [
      serverAccessKeyId,
      {
        secretAccessKey: serverSecretAccessKey,
        principal: `arn:aws:iam::${serverAccount}:user/compliance-platform`,
        accountId: serverAccount,
        userId: "AIDAFAKEPLATFORM0001",
      },
    ],
  ]);
  const roles: FakeRole[] = [{ roleArn, externalId, trusted: [serverAccessKeyId] }];
  const requests: FakeAwsRequest[] = [];
  const faults: { match: FaultMatch; fault: (service: Service) => AwsFault; times: number }[] = [];
  const denied: FaultMatch[] = [];
  const hangs: { match: FaultMatch; times: number }[] = [];
  let pageCap: number | undefined;
  const job: CredentialReportJob = { pollsBeforeReady: 0, polls: 0, ready: false };

  async function answer(req: IncomingMessage): Promise<{ request?: Omit<FakeAwsRequest, "status">; response?: FakeResponse }> {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = await text(req);
    const auth = parseAuthorization(req.headers.authorization);
    const service = (auth?.service ?? "iam") as Service;
    if (!auth || !SERVICES.has(service)) {
      return { response: faultAnswer("iam", new AwsFault(403, "MissingAuthenticationToken", "Request is missing Authentication Token")) };
    }
    const region = auth.region;
    const method = req.method ?? "GET";
    let operation = "Unsupported";
    let bucket: string | undefined;
    let detectorId: string | undefined;
    const form = new URLSearchParams(PROTOCOL[service] === "query" || PROTOCOL[service] === "ec2" ? body : "");
    let json: Record<string, unknown> = {};
    switch (PROTOCOL[service]) {
      case "query":
      case "ec2":
        if (method !== "POST" || !String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) break;
        if (form.get("Version") !== VERSION[service])
          return { response: faultAnswer(service, new AwsFault(400, "InvalidAction", `Version ${form.get("Version")} is not valid for ${service}`)) };
        operation = form.get("Action") ?? "Unsupported";
        break;
      case "json1_1": {
        const target = String(req.headers["x-amz-target"] ?? "");
        if (
          !/^(com\.amazonaws\.cloudtrail\.v20131101\.)?CloudTrail_20131101\.\w+$/.test(target) ||
          req.headers["content-type"] !== "application/x-amz-json-1.1"
        )
          break;
        operation = target.split(".").pop()!;
        json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
        break;
      }
      case "restJson1":
        ({ operation, detectorId } = guardDutyOperation(method, url.pathname));
        break;
      case "restXml":
        ({ operation, bucket } = s3Operation(method, url.pathname, url.searchParams));
        break;
    }
    const seen = { service, operation, region, bucket };
    const request = { service, operation, region, accessKeyId: auth.accessKeyId };

    const key = keys.get(auth.accessKeyId);
    const token = req.headers["x-amz-security-token"];
    if (!key || (key.sessionToken ?? undefined) !== (token ?? undefined)) return { request, response: faultAnswer(service, badCredentials(service)) };
    if (key.expiresAt && key.expiresAt.getTime() < Date.now())
      return { request, response: faultAnswer(service, new AwsFault(403, "ExpiredToken", "The security token included in the request is expired")) };

    const hang = hangs.find((h) => h.times > 0 && matches(h.match, seen));
    if (hang) {
      hang.times -= 1;
      return { request };
    }
    const fault = faults.find((f) => f.times > 0 && matches(f.match, seen));
    if (fault) {
      fault.times -= 1;
      return { request, response: faultAnswer(service, fault.fault(service)) };
    }
    const action = IAM_ACTION[operation] ?? `${service}:${operation}`;
    const resource = bucket ? `arn:aws:s3:::${bucket}` : "*";
    // Only the target account's principals may read it; the platform's own identity may only assume the role.
    if (denied.some((d) => matches(d, seen)) || (service !== "sts" && key.accountId !== account.accountId)) {
      return { request, response: faultAnswer(service, accessDenied(service, key.principal, action, resource)) };
    }

    const call: Call = {
      service,
      region,
      operation,
      method,
      path: url.pathname,
      query: url.searchParams,
      form,
      json,
      accessKeyId: auth.accessKeyId,
      principal: key.principal,
      account,
      pageSize: (requested, fallback) => Math.min(requested ?? fallback, pageCap ?? Infinity),
    };
    try {
      let response: FakeResponse;
      switch (service) {
        case "iam":
          response = iam(call, job);
          break;
        case "sts":
          response = sts(call, key, roles, keys);
          break;
        case "ec2":
          response = ec2(call);
          break;
        case "rds":
          response = rds(call);
          break;
        case "s3":
          response = s3(call, bucket);
          break;
        case "cloudtrail":
          response = cloudTrail(call);
          break;
        case "guardduty":
          response = guardDuty(call, detectorId);
          break;
      }
      return { request, response };
    } catch (error) {
      if (!(error instanceof AwsFault)) throw error;
      return { request, response: faultAnswer(service, error) };
    }
  }

  const server: Server = createServer((req, res) => {
    answer(req)
      .then(({ request, response }) => {
        if (request) requests.push({ ...request, status: response?.status ?? 0 });
        if (!response) return;
        res.writeHead(response.status, response.headers);
        res.end(response.body);
      })
      .catch((error: unknown) => {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(`fake AWS failed: ${error instanceof Error ? error.message : String(error)}`);
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    serverAccessKeyId,
    serverSecretAccessKey,
    roleArn,
    externalId,
    account,
    requests,
    requestsTo: (service, operation) => requests.filter((r) => r.service === service && (!operation || r.operation === operation)),
    failNext(match, fault, times = 1) {
      faults.push({ match, fault: (service) => (typeof fault === "number" ? serverError(service, fault) : fault), times });
    },
    throttleNext(match, times = 1) {
      faults.push({ match, fault: throttled, times });
    },
    hangNext(match, times = 1) {
      hangs.push({ match, times });
    },
    deny(match) {
      denied.push(match);
    },
    setPageSize(size) {
      pageCap = size;
    },
    setReportPolls(polls) {
      job.pollsBeforeReady = polls;
      job.polls = 0;
      job.ready = false;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
