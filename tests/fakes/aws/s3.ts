import type { ServerSideEncryptionRule } from "@aws-sdk/client-s3";
import { intParam, page, readPageToken, type Call } from "./call";
import { AwsFault, XML_NAMESPACE, xmlAnswer, type FakeResponse } from "./protocol";
import { leaf, leaves, node, onlyKnown } from "./xml";

/**
 * S3 (restXml), path-style: `GET /?x-id=ListBuckets`, `GET /<bucket>?publicAccessBlock`,
 * `GET /<bucket>?encryption`. A bucket asked about from another region answers 301 PermanentRedirect with
 * x-amz-bucket-region, as S3 does.
 */

const invalidArgument = (message: string) => new AwsFault(400, "InvalidArgument", message);

/** Which S3 operation a path-style request is (the SDK's http traits of each operation). */
export function s3Operation(method: string, path: string, query: URLSearchParams): { operation: string; bucket?: string } {
  const bucket = decodeURIComponent(path.replace(/^\//, "").split("/")[0] ?? "");
  if (method !== "GET") return { operation: "Unsupported", bucket };
  if (!bucket) return { operation: query.get("x-id") === "ListBuckets" ? "ListBuckets" : "Unsupported" };
  if (query.has("publicAccessBlock")) return { operation: "GetPublicAccessBlock", bucket };
  if (query.has("encryption")) return { operation: "GetBucketEncryption", bucket };
  return { operation: "Unsupported", bucket };
}

function rule(r: ServerSideEncryptionRule): string {
  onlyKnown(r, ["ApplyServerSideEncryptionByDefault", "BucketKeyEnabled"], "ServerSideEncryptionRule");
  const byDefault = r.ApplyServerSideEncryptionByDefault;
  return node(
    "Rule",
    byDefault ? node("ApplyServerSideEncryptionByDefault", leaves(byDefault, { SSEAlgorithm: "SSEAlgorithm", KMSMasterKeyID: "KMSMasterKeyID" })) : "",
    leaf("BucketKeyEnabled", r.BucketKeyEnabled),
  );
}

export function s3(call: Call, bucketName: string | undefined): FakeResponse {
  const ns = XML_NAMESPACE.s3;
  const { account } = call;
  if (call.operation === "ListBuckets") {
    const max = intParam(call.query.get("max-buckets"), "max-buckets", 1, 10000, invalidArgument);
    const offset = readPageToken(call.query.get("continuation-token"), "buckets", () => invalidArgument("The continuation token provided is incorrect"));
    const all = account.buckets.map((b) => b.bucket);
    const p = page(all, offset, call.pageSize(max, all.length || 1), "buckets");
    // S3 names each bucket's region only when the request has a parameter (max-buckets, prefix…).
    const withRegion = call.query.has("max-buckets") || call.query.has("continuation-token") || call.query.has("prefix") || call.query.has("bucket-region");
    const buckets = p.items.map((b) =>
      node(
        "Bucket",
        leaf("Name", b.Name),
        leaf("CreationDate", b.CreationDate),
        withRegion ? leaf("BucketRegion", b.BucketRegion) : "",
        leaf("BucketArn", b.BucketArn),
      ),
    );
    const owner = node("Owner", leaf("ID", "8d5f4d1c6bb0c5fa0c9f1e1a4d3b2c1a0f9e8d7c6b5a4938271605f4e3d2c1b0"));
    return xmlAnswer(
      `<ListAllMyBucketsResult xmlns="${ns}">${owner}${node("Buckets", ...buckets)}${leaf("ContinuationToken", p.next)}</ListAllMyBucketsResult>`,
    );
  }
  const found = account.buckets.find((b) => b.bucket.Name === bucketName);
  if (!found) throw new AwsFault(404, "NoSuchBucket", "The specified bucket does not exist");
  if (found.bucket.BucketRegion !== call.region) {
    throw new AwsFault(
      301,
      "PermanentRedirect",
      "The bucket you are attempting to access must be addressed using the specified endpoint. Please send all future requests to this endpoint.",
      {
        "x-amz-bucket-region": found.bucket.BucketRegion,
      },
    );
  }
  switch (call.operation) {
    case "GetPublicAccessBlock": {
      const c = found.publicAccessBlock;
      if (!c) throw new AwsFault(404, "NoSuchPublicAccessBlockConfiguration", "The public access block configuration was not found");
      onlyKnown(c, ["BlockPublicAcls", "IgnorePublicAcls", "BlockPublicPolicy", "RestrictPublicBuckets"], "PublicAccessBlockConfiguration");
      const fields = leaves(c, {
        BlockPublicAcls: "BlockPublicAcls",
        IgnorePublicAcls: "IgnorePublicAcls",
        BlockPublicPolicy: "BlockPublicPolicy",
        RestrictPublicBuckets: "RestrictPublicBuckets",
      });
      return xmlAnswer(`<PublicAccessBlockConfiguration xmlns="${ns}">${fields}</PublicAccessBlockConfiguration>`);
    }
    case "GetBucketEncryption": {
      const c = found.encryption;
      if (!c) throw new AwsFault(404, "ServerSideEncryptionConfigurationNotFoundError", "The server side encryption configuration was not found");
      // Rules is flattened: one <Rule> element per rule directly inside the configuration.
      return xmlAnswer(`<ServerSideEncryptionConfiguration xmlns="${ns}">${(c.Rules ?? []).map(rule).join("")}</ServerSideEncryptionConfiguration>`);
    }
    default:
      throw new AwsFault(501, "NotImplemented", "A header you provided implies functionality that is not implemented");
  }
}
