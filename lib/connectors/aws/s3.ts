import { GetBucketEncryptionCommand, GetPublicAccessBlockCommand, paginateListBuckets, type Bucket } from "@aws-sdk/client-s3";
import type { DiscoveredResource } from "../types";
import type { AwsClients } from "./clients";
import { awsCode, readOr } from "./errors";
import { S3_BUCKET } from "./kinds";

/** Buckets per ListBuckets page (AWS allows up to 10,000). */
const PAGE_SIZE = 1000;
/** Buckets read at once within a page: two calls each. */
const CONCURRENCY = 8;

export interface PublicAccessBlockAttributes {
  blockPublicAcls: boolean;
  ignorePublicAcls: boolean;
  blockPublicPolicy: boolean;
  restrictPublicBuckets: boolean;
}

export interface DefaultEncryptionAttributes {
  /** AES256 (SSE-S3), aws:kms (SSE-KMS) or aws:kms:dsse (DSSE-KMS). */
  algorithm: string;
  kmsKeyId: string | null;
  bucketKeyEnabled: boolean;
}

async function bucketResource(clients: AwsClients, bucket: Bucket, partition: string, signal: AbortSignal): Promise<DiscoveredResource> {
  const name = bucket.Name ?? "";
  const region = bucket.BucketRegion ?? null;
  const s3 = clients.s3(region ?? undefined);
  const [publicAccessBlock, defaultEncryption] = await Promise.all([
    readOr(signal, async (): Promise<PublicAccessBlockAttributes | null> => {
      try {
        const { PublicAccessBlockConfiguration: c } = await s3.send(new GetPublicAccessBlockCommand({ Bucket: name }), { abortSignal: signal });
        return {
          blockPublicAcls: c?.BlockPublicAcls ?? false,
          ignorePublicAcls: c?.IgnorePublicAcls ?? false,
          blockPublicPolicy: c?.BlockPublicPolicy ?? false,
          restrictPublicBuckets: c?.RestrictPublicBuckets ?? false,
        };
      } catch (error) {
        if (awsCode(error) === "NoSuchPublicAccessBlockConfiguration") return null;
        throw error;
      }
    }),
    readOr(signal, async (): Promise<DefaultEncryptionAttributes | null> => {
      try {
        const { ServerSideEncryptionConfiguration: c } = await s3.send(new GetBucketEncryptionCommand({ Bucket: name }), { abortSignal: signal });
        const rule = c?.Rules?.find((r) => r.ApplyServerSideEncryptionByDefault?.SSEAlgorithm);
        const byDefault = rule?.ApplyServerSideEncryptionByDefault;
        if (!rule || !byDefault?.SSEAlgorithm) return null;
        return { algorithm: byDefault.SSEAlgorithm, kmsKeyId: byDefault.KMSMasterKeyID ?? null, bucketKeyEnabled: rule.BucketKeyEnabled ?? false };
      } catch (error) {
        // Only buckets outside AWS proper (or from before 2023 on old S3-compatible stores) can lack one.
        if (awsCode(error) === "ServerSideEncryptionConfigurationNotFoundError") return null;
        throw error;
      }
    }),
  ]);
  return {
    type: S3_BUCKET,
    externalId: bucket.BucketArn ?? `arn:${partition}:s3:::${name}`,
    name,
    attributes: { name, region, createdAt: bucket.CreationDate?.toISOString() ?? null, publicAccessBlock, defaultEncryption },
  };
}

/**
 * Every bucket of the account, whatever its region (S3 lists account-wide), page by page. Asking with a page
 * size makes S3 name each bucket's region, so its settings are read from that region.
 */
export async function* discoverBuckets(clients: AwsClients, partition: string, signal: AbortSignal): AsyncGenerator<DiscoveredResource> {
  for await (const page of paginateListBuckets({ client: clients.s3(), pageSize: PAGE_SIZE }, {}, { abortSignal: signal })) {
    const buckets = (page.Buckets ?? []).filter((b) => b.Name);
    for (let i = 0; i < buckets.length; i += CONCURRENCY) {
      const batch = await Promise.all(buckets.slice(i, i + CONCURRENCY).map((b) => bucketResource(clients, b, partition, signal)));
      yield* batch;
    }
  }
}
