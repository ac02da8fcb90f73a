import { z } from "zod";
import { prose } from "@/lib/format/prose";

/** us-east-1, eu-central-2, ap-southeast-5, us-gov-west-1, cn-north-1, il-central-1… (AWS's own region pattern). */
export const REGION_PATTERN = /^[a-z]{2}(-[a-z]+)+-\d{1,2}$/;

export const awsConfigSchema = z.strictObject({
  regions: z
    .array(z.string().regex(REGION_PATTERN, "must be an AWS region name such as us-east-1").describe("An AWS region name, e.g. eu-west-1"))
    .min(1)
    .max(40)
    .refine((regions) => new Set(regions).size === regions.length, "each region only once")
    .default(["us-east-1"])
    .describe(
      prose(
        "The regions to scan for EBS volumes, RDS instances, security groups and GuardDuty. IAM, CloudTrail and S3 are read account-wide;",
        "the first region is where those calls are made.",
      ),
    ),
  accountAlias: z.string().trim().min(1).max(100).optional().describe("A label for this account, shown next to its id (e.g. production)"),
});

const accessKeyCredentials = z
  .strictObject({
    accessKeyId: z
      .string()
      .regex(/^\w{16,128}$/, "must be an access key id (AKIA…)")
      .describe("Access key id of an IAM user that holds the read-only policy"),
    secretAccessKey: z.string().min(16).max(1024).describe("Its secret access key"),
    sessionToken: z.string().min(1).max(8192).optional().describe("Session token, only for temporary credentials"),
  })
  .describe("Sign in with an access key");

const assumeRoleCredentials = z
  .strictObject({
    roleArn: z
      .string()
      .regex(/^arn:aws[a-z-]*:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/, "must be an IAM role ARN (arn:aws:iam::123456789012:role/…)")
      .describe("ARN of the role in your account that this server assumes"),
    externalId: z
      .string()
      .regex(/^[\w+=,.@:/-]{2,1224}$/, "2 to 1224 letters, digits or +=,.@:/-")
      .describe("The external id the role's trust policy requires (sts:ExternalId)"),
  })
  .describe("Assume a role in your account with this server's own AWS identity");

/**
 * Exactly one of the two groups: one object (not a JSON Schema oneOf), so the console draws it as two
 * optional fieldsets.
 */
export const awsCredentialSchema = z
  .strictObject({
    accessKey: accessKeyCredentials.optional(),
    assumeRole: assumeRoleCredentials.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.accessKey === undefined) === (value.assumeRole === undefined)) {
      ctx.addIssue({ code: "custom", message: "Give either an access key or a role to assume, not both", path: [] });
    }
  });

export type AwsConfig = z.output<typeof awsConfigSchema>;
export type AwsCredentials = z.output<typeof awsCredentialSchema>;
