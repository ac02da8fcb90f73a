/** The resource types this connector yields (DiscoveredResource.type); test ids start with them. */
export const ACCOUNT = "aws.account";
export const IAM_USER = "aws.iam_user";
export const S3_BUCKET = "aws.s3_bucket";
export const REGION = "aws.region";
export const EBS_VOLUME = "aws.ebs_volume";
export const RDS_INSTANCE = "aws.rds_instance";
export const SECURITY_GROUP = "aws.security_group";
