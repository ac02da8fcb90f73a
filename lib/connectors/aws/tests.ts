import { daysBetween, defineTest, errored, failing, isAttributeError, notApplicable, passing } from "../define-test";
import type { TestDefinition } from "../types";
import type { PasswordPolicyAttributes, TrailAttributes } from "./account";
import type { AccessKeyAttributes, RootUserAttributes } from "./credential-report";
import { ACCOUNT, EBS_VOLUME, IAM_USER, RDS_INSTANCE, REGION, S3_BUCKET, SECURITY_GROUP } from "./kinds";
import type { GuardDutyAttributes, OpenIngressRule } from "./regional";
import type { DefaultEncryptionAttributes, PublicAccessBlockAttributes } from "./s3";
import { prose } from "@/lib/format/prose";

/** CIS AWS Foundations Benchmark: 1.8 (minimum length 14) and 1.9 (reuse prevention 24). */
export const MIN_PASSWORD_LENGTH = 14;
export const MIN_REUSE_PREVENTION = 24;
/** CIS AWS Foundations 1.14; SOC 2 and ISO auditors commonly accept 90 days. */
export const KEY_ROTATION_DAYS = 90;
export const ADMIN_PORTS: Record<number, string> = { 22: "SSH", 3389: "RDP" };
export const DATABASE_PORTS: Record<number, string> = {
  1433: "SQL Server",
  1521: "Oracle",
  3306: "MySQL/MariaDB",
  5432: "PostgreSQL",
  6379: "Redis",
  27017: "MongoDB",
};

const day = (iso: string) => iso.slice(0, 10);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function rootKeyDetail(root: unknown): string {
  if (!root || isAttributeError(root)) return "";
  const keys = (root as RootUserAttributes).accessKeys.filter((k) => k.active);
  if (keys.length === 0) return "";
  const used = keys.map((k) => (k.lastUsed ? `last used ${day(k.lastUsed)}` : "never used")).join(", ");
  return ` (${plural(keys.length, "active key")}: ${used})`;
}

const account: TestDefinition[] = [
  defineTest({
    id: "aws.account.root_mfa_enabled",
    resourceType: ACCOUNT,
    title: "Root user has MFA",
    description: "The account's root user has an MFA device (IAM account summary: AccountMFAEnabled).",
    rationale: "The root user can do anything in the account, including closing it and changing its billing; a stolen root password alone must not be enough.",
    remediation: {
      console: prose(
        "Sign in as the root user → account menu → Security credentials → Multi-factor authentication (MFA) → Assign MFA device (a",
        "hardware key or passkey is best).",
      ),
      command: "aws iam get-account-summary --query 'SummaryMap.AccountMFAEnabled' (root MFA can only be assigned from the console, signed in as root)",
    },
    severity: "critical",
    themes: ["mfa", "privileged_access"],
    needs: ["rootMfaEnabled"],
    evaluate: (a) => (a.rootMfaEnabled ? passing("The root user has an MFA device.") : failing("The root user has no MFA device.")),
  }),
  defineTest({
    id: "aws.account.no_root_access_keys",
    resourceType: ACCOUNT,
    title: "Root user has no access keys",
    description: "The account's root user has no access keys (IAM account summary: AccountAccessKeysPresent is 0).",
    rationale: "A root access key is a permanent, unrestrictable credential to everything in the account; it cannot be limited by any policy.",
    remediation: {
      console: prose(
        "Sign in as the root user → account menu → Security credentials → Access keys → Deactivate, then Delete each key (move any",
        "automation that used it to an IAM role first).",
      ),
      command: "aws iam get-account-summary --query 'SummaryMap.AccountAccessKeysPresent' (root keys can only be deleted signed in as root)",
    },
    severity: "critical",
    themes: ["privileged_access", "credential_management"],
    needs: ["rootAccessKeysPresent"],
    evaluate: (a) =>
      a.rootAccessKeysPresent ? failing(`The root user has access keys${rootKeyDetail(a.rootUser)}.`) : passing("The root user has no access keys."),
  }),
  defineTest({
    id: "aws.account.password_policy",
    resourceType: ACCOUNT,
    title: "IAM password policy is strong",
    description:
      `An account password policy exists with a minimum length of at least ${MIN_PASSWORD_LENGTH} characters and prevents reuse ` +
      `of at least the last ${MIN_REUSE_PREVENTION} passwords. Character-class rules (symbols, numbers, upper and lower case) and expiry are ` +
      `reported but not required: at ${MIN_PASSWORD_LENGTH} characters length does what composition rules try to (NIST SP 800-63B), and forced ` +
      `expiry is no longer recommended.`,
    rationale: "IAM users who sign in to the console with short or recycled passwords are the easiest way into an account.",
    remediation: {
      console: `IAM → Account settings → Password policy → Edit: minimum length ${MIN_PASSWORD_LENGTH}, prevent password reuse: ${MIN_REUSE_PREVENTION}.`,
      command:
        `aws iam update-account-password-policy --minimum-password-length ${MIN_PASSWORD_LENGTH} --password-reuse-prevention ` +
        `${MIN_REUSE_PREVENTION} --allow-users-to-change-password`,
    },
    severity: "medium",
    themes: ["credential_management"],
    needs: ["passwordPolicy"],
    evaluate: (a) => {
      const p = a.passwordPolicy as PasswordPolicyAttributes | null;
      if (p === null) return failing("The account has no password policy, so IAM's default (8 characters, no reuse prevention) applies.");
      const problems: string[] = [];
      const length = p.minimumLength ?? 0;
      if (length < MIN_PASSWORD_LENGTH) problems.push(`the minimum length is ${length} (${MIN_PASSWORD_LENGTH} required)`);
      const reuse = p.reusePrevention ?? 0;
      if (reuse < MIN_REUSE_PREVENTION)
        problems.push(
          reuse === 0
            ? `old passwords can be reused (the last ${MIN_REUSE_PREVENTION} must be refused)`
            : `only the last ${reuse} passwords are refused (${MIN_REUSE_PREVENTION} required)`,
        );
      if (problems.length > 0) return failing(`In the password policy ${problems.join(" and ")}.`);
      const classes = [
        p.requireUppercase && "upper case",
        p.requireLowercase && "lower case",
        p.requireNumbers && "numbers",
        p.requireSymbols && "symbols",
      ].filter(Boolean);
      const listed = classes.length > 1 ? `${classes.slice(0, -1).join(", ")} and ${classes[classes.length - 1]}` : classes.join("");
      const extra = `${classes.length > 0 ? `; the policy also requires ${listed}` : ""}${p.maxAgeDays ? `; passwords expire after ${p.maxAgeDays} days` : ""}`;
      return passing(`Passwords need at least ${length} characters and the last ${reuse} cannot be reused${extra}.`);
    },
  }),
  defineTest({
    id: "aws.account.cloudtrail_multi_region",
    resourceType: ACCOUNT,
    title: "A multi-region CloudTrail trail is logging",
    description: prose(
      "At least one CloudTrail trail records every region (multi-region, including an organization trail), has log file validation on,",
      "and is logging now. Checked on the account, not per trail: one such trail is what is required, and extra regional trails are",
      "neither a fault nor a substitute.",
    ),
    rationale: prose(
      "Without a trail covering every region, actions in a region nobody watches leave no record; without log file validation, the",
      "record can be altered unnoticed.",
    ),
    remediation: {
      console: "CloudTrail → Trails → Create trail (or edit one): enable for all regions, Log file validation: enabled; then make sure Logging is on.",
      command: prose(
        "aws cloudtrail create-trail --name org-audit --s3-bucket-name <bucket> --is-multi-region-trail --enable-log-file-validation &&",
        "aws cloudtrail start-logging --name org-audit",
      ),
    },
    severity: "high",
    themes: ["logging"],
    needs: ["cloudTrails"],
    evaluate: (a) => {
      const trails = a.cloudTrails as TrailAttributes[];
      if (trails.length === 0) return failing("The account has no CloudTrail trail.");
      const good = trails.find((t) => t.multiRegion && t.logFileValidation && t.logging === true);
      if (good)
        return passing(
          `Trail ${good.name}${good.homeRegion ? ` (home region ${good.homeRegion})` : ""} records all regions with log file validation and is logging.`,
        );
      const unknown = trails.find((t) => t.multiRegion && t.logFileValidation && t.logging === null);
      if (unknown) return errored(`Could not read whether trail ${unknown.name} is logging: ${unknown.statusError ?? "no status"}`);
      const why = trails.map((t) => {
        const faults = [
          !t.multiRegion && "records one region only",
          !t.logFileValidation && "has log file validation off",
          t.logging === false && "is not logging",
        ].filter(Boolean);
        return `${t.name} ${faults.join(", ")}`;
      });
      return failing(`No trail records all regions with validation while logging: ${why.join("; ")}.`);
    },
  }),
];

function keyAge(k: AccessKeyAttributes, asOf: Date): number | null {
  return k.lastRotated ? daysBetween(k.lastRotated, asOf) : null;
}

const iamUser: TestDefinition[] = [
  defineTest({
    id: "aws.iam_user.console_mfa",
    resourceType: IAM_USER,
    title: "IAM users who sign in to the console have MFA",
    description: prose(
      "An IAM user with a console password has an MFA device (credential report: password_enabled and mfa_active). Users without a",
      "console password are not applicable.",
    ),
    rationale: "A console password alone is phished or reused easily; MFA stops a stolen password from becoming access to the account.",
    remediation: {
      console: prose(
        "IAM → Users → the user → Security credentials → Multi-factor authentication (MFA) → Assign MFA device. Or remove the console",
        "password if the user does not need the console.",
      ),
      command: "aws iam list-mfa-devices --user-name <user> (to remove console access: aws iam delete-login-profile --user-name <user>)",
    },
    severity: "high",
    themes: ["mfa"],
    needs: ["consoleAccess", "mfaActive"],
    evaluate: (a) => {
      if (!a.consoleAccess) return notApplicable("The user has no console password.");
      const used = a.passwordLastUsed ? `; the password was last used ${day(a.passwordLastUsed as string)}` : "";
      return a.mfaActive ? passing("The user signs in to the console with MFA.") : failing(`The user has a console password and no MFA device${used}.`);
    },
  }),
  defineTest({
    id: "aws.iam_user.access_keys_rotated",
    resourceType: IAM_USER,
    title: `Access keys are rotated within ${KEY_ROTATION_DAYS} days`,
    description:
      `Each active access key of the user was created or rotated at most ${KEY_ROTATION_DAYS} days before the credential report ` +
      `was generated. Inactive keys are ignored; users with no active key are not applicable.`,
    rationale: "A long-lived key has had more chances to leak (laptops, CI logs, repositories) and is used by whoever holds it with no second factor.",
    remediation: {
      console: prose(
        "IAM → Users → the user → Security credentials → Create access key, move the application to it, then deactivate and delete the",
        "old key. Better: replace the key with an IAM role.",
      ),
      command: prose(
        "aws iam create-access-key --user-name <user> && aws iam update-access-key --user-name <user> --access-key-id <old> --status",
        "Inactive && aws iam delete-access-key --user-name <user> --access-key-id <old>",
      ),
    },
    severity: "medium",
    themes: ["credential_management"],
    needs: ["accessKeys", "reportGeneratedAt"],
    evaluate: (a) => {
      const asOf = new Date(a.reportGeneratedAt as string);
      const active = (a.accessKeys as AccessKeyAttributes[]).filter((k) => k.active);
      if (active.length === 0) return notApplicable("The user has no active access key.");
      const stale = active.filter((k) => (keyAge(k, asOf) ?? Infinity) > KEY_ROTATION_DAYS);
      if (stale.length > 0) {
        const list = stale.map((k) =>
          k.lastRotated
            ? `access key ${k.slot} was last rotated ${keyAge(k, asOf)} days ago (${day(k.lastRotated)})`
            : `access key ${k.slot} has no rotation date`,
        );
        return failing(`${capitalize(list.join("; "))}; keys must be rotated within ${KEY_ROTATION_DAYS} days.`);
      }
      const ages = active.map((k) => `${keyAge(k, asOf)} days`);
      return passing(
        `${active.length === 1 ? "Its active access key was" : `Its ${active.length} active access keys were`} rotated ${ages.join(" and ")} ago.`,
      );
    },
  }),
];

const PAB_FLAGS: [keyof PublicAccessBlockAttributes, string][] = [
  ["blockPublicAcls", "BlockPublicAcls"],
  ["ignorePublicAcls", "IgnorePublicAcls"],
  ["blockPublicPolicy", "BlockPublicPolicy"],
  ["restrictPublicBuckets", "RestrictPublicBuckets"],
];
const SSE_NAMES: Record<string, string> = { AES256: "SSE-S3 (Amazon S3 managed keys)", "aws:kms": "SSE-KMS", "aws:kms:dsse": "DSSE-KMS" };

const s3Bucket: TestDefinition[] = [
  defineTest({
    id: "aws.s3_bucket.public_access_blocked",
    resourceType: S3_BUCKET,
    title: "S3 Block Public Access is on for the bucket",
    description: prose(
      "All four Block Public Access settings of the bucket are on: BlockPublicAcls, IgnorePublicAcls, BlockPublicPolicy,",
      "RestrictPublicBuckets. The bucket's own settings are read; an account-wide Block Public Access setting is not (yet) taken into",
      "account, so turn the bucket's settings on as well.",
    ),
    rationale: "One ACL or bucket-policy statement can make every object in a bucket readable by anyone; Block Public Access overrides such mistakes.",
    remediation: {
      console: "S3 → the bucket → Permissions → Block public access (bucket settings) → Edit → Block all public access → Save.",
      command: prose(
        "aws s3api put-public-access-block --bucket <bucket> --public-access-block-configuration",
        "BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true",
      ),
    },
    severity: "high",
    themes: ["data_exposure"],
    needs: ["publicAccessBlock"],
    evaluate: (a) => {
      const pab = a.publicAccessBlock as PublicAccessBlockAttributes | null;
      if (pab === null) return failing("The bucket has no Block Public Access configuration.");
      const off = PAB_FLAGS.filter(([key]) => !pab[key]).map(([, label]) => label);
      return off.length === 0 ? passing("All four Block Public Access settings are on.") : failing(`Block Public Access is off for ${off.join(", ")}.`);
    },
  }),
  defineTest({
    id: "aws.s3_bucket.default_encryption",
    resourceType: S3_BUCKET,
    title: "S3 bucket encrypts objects by default",
    description: prose(
      "The bucket has a default encryption rule: SSE-S3, SSE-KMS or DSSE-KMS all pass, and the detail names which. Since January 2023",
      "AWS applies SSE-S3 to every bucket that has no other rule, so nearly every bucket passes; the test is evidence of encryption at",
      "rest, and customer-managed KMS keys are not required.",
    ),
    rationale: prose(
      "Objects written without encryption would be readable from the underlying storage; default encryption makes every new object",
      "encrypted without relying on each writer.",
    ),
    remediation: {
      console: "S3 → the bucket → Properties → Default encryption → Edit → SSE-S3 or SSE-KMS → Save.",
      command: prose(
        "aws s3api put-bucket-encryption --bucket <bucket> --server-side-encryption-configuration",
        '\'{"Rules":[{"ApplyServerSideEncryptionByDefault":{"SSEAlgorithm":"aws:kms"},"BucketKeyEnabled":true}]}\'',
      ),
    },
    severity: "medium",
    themes: ["encryption_at_rest"],
    needs: ["defaultEncryption"],
    evaluate: (a) => {
      const enc = a.defaultEncryption as DefaultEncryptionAttributes | null;
      if (enc === null) return failing("The bucket has no default encryption rule.");
      const how = SSE_NAMES[enc.algorithm] ?? enc.algorithm;
      return passing(`New objects are encrypted by default with ${how}${enc.kmsKeyId ? ` using key ${enc.kmsKeyId}` : ""}.`);
    },
  }),
];

const storage: TestDefinition[] = [
  defineTest({
    id: "aws.rds_instance.storage_encrypted",
    resourceType: RDS_INSTANCE,
    title: "RDS instance storage is encrypted",
    description: prose(
      "The database instance's storage, automated backups, read replicas and snapshots are encrypted with KMS (StorageEncrypted). For",
      "Aurora the cluster's setting applies to its instances. An instance being deleted is not applicable.",
    ),
    rationale: "An unencrypted database volume or snapshot exposes its data to anyone who obtains a copy of it, for example through a shared snapshot.",
    remediation: {
      console: prose(
        "Encryption cannot be switched on in place: RDS → Snapshots → take a snapshot → Actions → Copy snapshot with encryption enabled",
        "→ Restore it as a new instance, then move traffic to it.",
      ),
      command: prose(
        "aws rds create-db-snapshot … && aws rds copy-db-snapshot --source-db-snapshot-identifier <snap> --target-db-snapshot-identifier",
        "<snap>-enc --kms-key-id alias/aws/rds && aws rds restore-db-instance-from-db-snapshot --db-snapshot-identifier <snap>-enc",
        "--db-instance-identifier <new>",
      ),
    },
    severity: "high",
    themes: ["encryption_at_rest"],
    needs: ["storageEncrypted"],
    evaluate: (a) => {
      if (a.status === "deleting") return notApplicable("The instance is being deleted.");
      return a.storageEncrypted
        ? passing(`Storage is encrypted${a.kmsKeyId ? ` with KMS key ${a.kmsKeyId}` : ""}.`)
        : failing(`Storage of this ${a.engine ?? "database"} instance is not encrypted.`);
    },
  }),
  defineTest({
    id: "aws.ebs_volume.encrypted",
    resourceType: EBS_VOLUME,
    title: "EBS volume is encrypted",
    description: prose(
      "The EBS volume is encrypted (Encrypted); a volume being deleted is not applicable. Turn on EBS encryption by default in each",
      "region so new volumes are encrypted too.",
    ),
    rationale: "An unencrypted volume and every snapshot taken of it hold their data in the clear; snapshots are easy to share by mistake.",
    remediation: {
      console: prose(
        "Existing volumes cannot be encrypted in place: EC2 → Snapshots → copy a snapshot of the volume with encryption → create a",
        "volume from it → swap it in. EC2 → Settings → Data protection and security → EBS encryption: always encrypt new volumes.",
      ),
      command:
        "aws ec2 enable-ebs-encryption-by-default --region <region> && aws ec2 copy-snapshot --source-snapshot-id <snap> --source-region <region> --encrypted",
    },
    severity: "medium",
    themes: ["encryption_at_rest"],
    needs: ["encrypted"],
    evaluate: (a) => {
      if (a.state === "deleting" || a.state === "deleted") return notApplicable(`The volume is being deleted (state ${a.state}).`);
      const where = (a.attachedTo as string[] | undefined)?.length ? `, attached to ${(a.attachedTo as string[]).join(", ")}` : "";
      return a.encrypted
        ? passing(`The volume is encrypted${a.kmsKeyId ? ` with KMS key ${a.kmsKeyId}` : ""}.`)
        : failing(`The volume is not encrypted${where}.`);
    },
  }),
];

function describeRule(r: OpenIngressRule): string {
  if (r.protocol === "all") return `all traffic from ${r.source}`;
  const ports = r.fromPort === null ? "all ports" : r.fromPort === r.toPort ? `port ${r.fromPort}` : `ports ${r.fromPort}-${r.toPort}`;
  return `${r.protocol} ${ports} from ${r.source}`;
}

/** The world-open rules reaching any of the ports (TCP rules whose range includes one, and all-traffic rules). */
function exposing(rules: OpenIngressRule[], ports: number[]): { rule: OpenIngressRule; ports: number[] }[] {
  const out: { rule: OpenIngressRule; ports: number[] }[] = [];
  for (const rule of rules) {
    if (rule.protocol !== "all" && rule.protocol !== "tcp") continue;
    const hit = ports.filter((p) => rule.protocol === "all" || rule.fromPort === null || (rule.fromPort <= p && p <= (rule.toPort ?? rule.fromPort)));
    if (hit.length > 0) out.push({ rule, ports: hit });
  }
  return out;
}

function portsTest(spec: {
  id: string;
  title: string;
  ports: Record<number, string>;
  what: string;
  severity: "critical" | "high";
  rationale: string;
  themes: TestDefinition["themes"];
}): TestDefinition {
  const ports = Object.keys(spec.ports).map(Number);
  const named = ports.map((p) => `${p} (${spec.ports[p]})`).join(", ");
  return defineTest({
    id: spec.id,
    resourceType: SECURITY_GROUP,
    title: spec.title,
    description:
      `No inbound rule of the security group admits 0.0.0.0/0 or ::/0 to ${spec.what} ports ${named}: TCP rules whose port range ` +
      `includes one of them, and all-traffic rules, count.`,
    rationale: spec.rationale,
    remediation: {
      console: prose(
        "VPC → Security groups → the group → Inbound rules → Edit: replace the 0.0.0.0/0 and ::/0 sources with your office or VPN",
        "ranges, or remove the rule (use Systems Manager Session Manager or a bastion for administration).",
      ),
      command:
        "aws ec2 revoke-security-group-ingress --group-id <sg> --ip-permissions IpProtocol=tcp,FromPort=<port>,ToPort=<port>,IpRanges='[{CidrIp=0.0.0.0/0}]'",
    },
    severity: spec.severity,
    themes: spec.themes,
    needs: ["openToInternet"],
    evaluate: (a) => {
      const hits = exposing(a.openToInternet as OpenIngressRule[], ports);
      if (hits.length === 0) return passing(`No inbound rule opens ${spec.what} ports (${ports.join(", ")}) to the internet.`);
      const reached = [...new Set(hits.flatMap((h) => h.ports))].sort((x, y) => x - y).map((p) => `${p} (${spec.ports[p]})`);
      return failing(`Open to the internet on ${reached.join(", ")}: ${hits.map((h) => describeRule(h.rule)).join("; ")}.`);
    },
  });
}

const securityGroup: TestDefinition[] = [
  portsTest({
    id: "aws.security_group.no_open_admin_ports",
    title: "Security group does not open SSH or RDP to the internet",
    ports: ADMIN_PORTS,
    what: "administration",
    severity: "critical",
    rationale:
      "SSH and RDP open to the whole internet are scanned and brute-forced within minutes of appearing; one weak or leaked credential then gives a shell.",
    themes: ["network_security"],
  }),
  portsTest({
    id: "aws.security_group.no_open_database_ports",
    title: "Security group does not open database ports to the internet",
    ports: DATABASE_PORTS,
    what: "database",
    severity: "high",
    rationale: prose(
      "A database reachable from anywhere is one weak password, default account or unpatched flaw away from a data breach; databases",
      "belong behind the application.",
    ),
    themes: ["network_security", "data_exposure"],
  }),
];

const region: TestDefinition[] = [
  defineTest({
    id: "aws.region.guardduty_enabled",
    resourceType: REGION,
    title: "GuardDuty is enabled in the region",
    description: "The region has a GuardDuty detector and it is enabled (status ENABLED), for every region this integration scans.",
    rationale: prose(
      "GuardDuty watches CloudTrail, VPC flow and DNS logs for compromised credentials, crypto-mining and reconnaissance; a region",
      "without it is where an attacker goes unnoticed.",
    ),
    remediation: {
      console: prose(
        "GuardDuty (in that region) → Get started → Enable GuardDuty; for a suspended detector: Settings → Re-enable GuardDuty. With AWS",
        "Organizations, let the delegated administrator auto-enable it for all accounts.",
      ),
      command:
        "aws guardduty create-detector --enable --region <region> (suspended: aws guardduty update-detector --detector-id <id> --enable --region <region>)",
    },
    severity: "medium",
    themes: ["threat_detection"],
    needs: ["guardDuty"],
    evaluate: (a) => {
      const gd = a.guardDuty as GuardDutyAttributes | null;
      if (gd === null) return failing(`GuardDuty has no detector in ${a.region}.`);
      return gd.status === "ENABLED"
        ? passing(`GuardDuty detector ${gd.detectorId} is enabled in ${a.region}.`)
        : failing(`The GuardDuty detector ${gd.detectorId} in ${a.region} is suspended (status ${gd.status}).`);
    },
  }),
];

export const awsTests: TestDefinition[] = [...account, ...iamUser, ...s3Bucket, ...storage, ...securityGroup, ...region];
