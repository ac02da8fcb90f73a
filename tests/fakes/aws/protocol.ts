import { randomUUID } from "node:crypto";
import { escapeXml, XML_DECLARATION } from "./xml";

/**
 * The wire protocols of the services the fake speaks, as the SDK's protocol implementations
 * (@aws-sdk/core/protocols: AwsQueryProtocol, AwsEc2QueryProtocol, S3RestXmlProtocol, AwsJson1_1Protocol,
 * AwsRestJsonProtocol) write requests and read answers and errors.
 */
export type Service = "iam" | "sts" | "rds" | "ec2" | "s3" | "cloudtrail" | "guardduty";
type Protocol = "query" | "ec2" | "restXml" | "json1_1" | "restJson1";

export const PROTOCOL: Record<Service, Protocol> = {
  iam: "query",
  sts: "query",
  rds: "query",
  ec2: "ec2",
  s3: "restXml",
  cloudtrail: "json1_1",
  guardduty: "restJson1",
};

/** The XML namespace of each XML service's API version (its Smithy model's xmlNamespace). */
export const XML_NAMESPACE: Partial<Record<Service, string>> = {
  iam: "https://iam.amazonaws.com/doc/2010-05-08/",
  sts: "https://sts.amazonaws.com/doc/2011-06-15/",
  rds: "http://rds.amazonaws.com/doc/2014-10-31/",
  ec2: "http://ec2.amazonaws.com/doc/2016-11-15/",
  s3: "http://s3.amazonaws.com/doc/2006-03-01/",
};

export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** An error the fake answers in the calling service's own error format. */
export class AwsFault extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function requestId(): string {
  return randomUUID();
}

/**
 * `Action=…` answers of the query protocol: `<OpResponse xmlns><OpResult>…</OpResult><ResponseMetadata>`.
 * EC2 has no Result wrapper and carries `requestId` inside the response element.
 */
export function queryAnswer(service: Service, operation: string, inner: string, id = requestId()): FakeResponse {
  const ns = XML_NAMESPACE[service];
  const body =
    service === "ec2"
      ? `${XML_DECLARATION}<${operation}Response xmlns="${ns}"><requestId>${id}</requestId>${inner}</${operation}Response>`
      : `<${operation}Response xmlns="${ns}"><${operation}Result>${inner}</${operation}Result><ResponseMetadata><RequestId>${id}</RequestId>` +
        `</ResponseMetadata></${operation}Response>`;
  return { status: 200, headers: { "content-type": "text/xml", "x-amzn-requestid": id }, body };
}

export function xmlAnswer(body: string, id = requestId()): FakeResponse {
  return {
    status: 200,
    headers: { "content-type": "application/xml", "x-amz-request-id": id, "x-amz-id-2": Buffer.from(id).toString("base64") },
    body: XML_DECLARATION + body,
  };
}

export function jsonAnswer(service: Service, body: unknown, id = requestId()): FakeResponse {
  const type = service === "cloudtrail" ? "application/x-amz-json-1.1" : "application/json";
  return { status: 200, headers: { "content-type": type, "x-amzn-requestid": id }, body: JSON.stringify(body) };
}

/** The error body of each protocol, as AWS sends it. */
export function faultAnswer(service: Service, fault: AwsFault, id = requestId()): FakeResponse {
  const message = escapeXml(fault.message);
  const headers = { ...fault.headers };
  switch (PROTOCOL[service]) {
    case "query": {
      const type = fault.status >= 500 ? "Receiver" : "Sender";
      const body =
        `<ErrorResponse xmlns="${XML_NAMESPACE[service]}"><Error><Type>${type}</Type><Code>${fault.code}</Code>` +
        `<Message>${message}</Message></Error><RequestId>${id}</RequestId></ErrorResponse>`;
      return { status: fault.status, headers: { "content-type": "text/xml", "x-amzn-requestid": id, ...headers }, body };
    }
    case "ec2": {
      const body =
        `${XML_DECLARATION}<Response><Errors><Error><Code>${fault.code}</Code><Message>${message}</Message></Error></Errors>` +
        `<RequestID>${id}</RequestID></Response>`;
      return { status: fault.status, headers: { "content-type": "text/xml;charset=UTF-8", ...headers }, body };
    }
    case "restXml": {
      const body =
        `${XML_DECLARATION}<Error><Code>${fault.code}</Code><Message>${message}</Message><RequestId>${id}</RequestId>` +
        `<HostId>${Buffer.from(id).toString("base64")}</HostId></Error>`;
      return { status: fault.status, headers: { "content-type": "application/xml", "x-amz-request-id": id, ...headers }, body };
    }
    case "json1_1":
      return {
        status: fault.status,
        headers: { "content-type": "application/x-amz-json-1.1", "x-amzn-requestid": id, ...headers },
        body: JSON.stringify({ __type: fault.code, message: fault.message }),
      };
    case "restJson1":
      return {
        status: fault.status,
        headers: { "content-type": "application/json", "x-amzn-requestid": id, "x-amzn-errortype": fault.code, ...headers },
        body: JSON.stringify({ message: fault.message, __type: fault.code }),
      };
  }
}

/** What each service answers when it is asked too fast: every one of these the SDK retries as throttling. */
export function throttled(service: Service): AwsFault {
  switch (service) {
    case "ec2":
      return new AwsFault(503, "RequestLimitExceeded", "Request limit exceeded.");
    case "s3":
      return new AwsFault(503, "SlowDown", "Please reduce your request rate.");
    case "cloudtrail":
      return new AwsFault(400, "ThrottlingException", "Rate exceeded");
    case "guardduty":
      return new AwsFault(429, "TooManyRequestsException", "Rate exceeded", { "retry-after": "0" });
    default:
      return new AwsFault(400, "Throttling", "Rate exceeded");
  }
}

/** A 5xx as each service words it. */
export function serverError(service: Service, status = 500): AwsFault {
  if (status === 503) return new AwsFault(503, "ServiceUnavailable", "Service is unable to handle request.");
  const code = {
    iam: "ServiceFailure",
    sts: "InternalFailure",
    rds: "InternalFailure",
    ec2: "InternalError",
    s3: "InternalError",
    cloudtrail: "InternalFailure",
    guardduty: "InternalServerErrorException",
  }[service];
  return new AwsFault(status, code, "We encountered an internal error. Please try again.");
}

/** What each service answers for an access key it does not know, or a session token that does not match. */
export function badCredentials(service: Service): AwsFault {
  switch (service) {
    case "ec2":
      return new AwsFault(401, "AuthFailure", "AWS was not able to validate the provided access credentials");
    case "s3":
      return new AwsFault(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
    case "cloudtrail":
      return new AwsFault(400, "UnrecognizedClientException", "The security token included in the request is invalid.");
    case "guardduty":
      return new AwsFault(403, "UnrecognizedClientException", "The security token included in the request is invalid.");
    default:
      return new AwsFault(403, "InvalidClientTokenId", "The security token included in the request is invalid.");
  }
}

/** What each service answers when the caller's policies do not allow the action. */
export function accessDenied(service: Service, principal: string, action: string, resource = "*"): AwsFault {
  const why =
    `User: ${principal} is not authorized to perform: ${action} on resource: ${resource} because no identity-based policy allows ` + `the ${action} action`;
  switch (service) {
    case "ec2":
      return new AwsFault(403, "UnauthorizedOperation", `You are not authorized to perform this operation. ${why}`);
    case "cloudtrail":
      return new AwsFault(400, "AccessDeniedException", why);
    case "guardduty":
      return new AwsFault(403, "AccessDeniedException", why);
    default:
      return new AwsFault(403, "AccessDenied", why);
  }
}

/**
 * The SigV4 Authorization header's credential scope: `AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/iam/aws4_request, …`.
 * The fake does not verify the signature; it reads which key signed, for which region and service.
 */
export function parseAuthorization(header: string | undefined): { accessKeyId: string; region: string; service: string } | undefined {
  const match = header?.match(/^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/);
  return match ? { accessKeyId: match[1], region: match[2], service: match[3] } : undefined;
}
