/**
 * Synthetic resources for the evaluation benchmarks, of every connector's resource types, with the attribute shapes
 * the connectors' discover functions yield (lib/connectors/<provider>/resource-types, discover and tests: what each
 * test `needs`) and a realistic mix of outcomes: mostly passing, some failing, a few not applicable, and now and then
 * a value the connector could not read (an AttributeError, so the test answers `error`). Deterministic for a seed.
 */
import type { DiscoveredResource } from "@/lib/connectors";
import type { IntegrationProvider } from "@/lib/vocabulary";

/** A small, fast, seeded PRNG (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** true with probability p */
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}
type Rng = ReturnType<typeof random>;

/** The instant the synthetic resources describe; evaluate them a little after it. */
export const GENERATED_AT = Date.parse("2026-11-20T09:00:00.000Z");
const NOW = GENERATED_AT;
const iso = (ms: number) => new Date(ms).toISOString();
const daysAgo = (days: number) => iso(NOW - days * 86_400_000);
const unreadable = (message: string) => ({ $error: message });
const REGIONS = ["us-east-1", "us-east-2", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-2"];

type Generator = (i: number, r: Rng) => Omit<DiscoveredResource, "type">;

export interface ResourceTypeMix {
  provider: IntegrationProvider;
  type: string;
  /** Resources of this type per 100,000. */
  per100k: number;
  make: Generator;
}

const accessKeys = (r: Rng) => {
  const keys: { slot: 1 | 2; active: boolean; lastRotated: string | null; lastUsed: string | null }[] = [];
  if (r.chance(0.6)) keys.push({ slot: 1, active: true, lastRotated: daysAgo(r.int(1, 200)), lastUsed: r.chance(0.9) ? daysAgo(r.int(0, 30)) : null });
  if (r.chance(0.15)) keys.push({ slot: 2, active: r.chance(0.5), lastRotated: daysAgo(r.int(1, 400)), lastUsed: null });
  return keys;
};

const trails = (r: Rng) =>
  r.chance(0.85)
    ? [
        {
          name: "org-audit",
          arn: "arn:aws:cloudtrail:us-east-1:111122223333:trail/org-audit",
          homeRegion: "us-east-1",
          multiRegion: true,
          logFileValidation: r.chance(0.9),
          organizationTrail: true,
          logging: true,
        },
      ]
    : [
        {
          name: "regional",
          arn: "arn:aws:cloudtrail:eu-west-1:111122223333:trail/regional",
          homeRegion: "eu-west-1",
          multiRegion: false,
          logFileValidation: true,
          organizationTrail: false,
          logging: true,
        },
      ];

const openRules = (r: Rng) => {
  const rules: { protocol: string; fromPort: number | null; toPort: number | null; source: string }[] = [];
  if (r.chance(0.5))
    rules.push({ protocol: "tcp", fromPort: 443, toPort: 443, source: "0.0.0.0/0" }, { protocol: "tcp", fromPort: 80, toPort: 80, source: "0.0.0.0/0" });
  if (r.chance(0.06)) rules.push({ protocol: "tcp", fromPort: 22, toPort: 22, source: "0.0.0.0/0" });
  if (r.chance(0.03)) rules.push({ protocol: "tcp", fromPort: 5432, toPort: 5432, source: "::/0" });
  if (r.chance(0.01)) rules.push({ protocol: "all", fromPort: null, toPort: null, source: "0.0.0.0/0" });
  return rules;
};

const certificate = (i: number, r: Rng, host: string) => ({
  subject: `CN=${host}`,
  issuer: r.chance(0.7) ? "CN=R11,O=Let's Encrypt,C=US" : "CN=Amazon RSA 2048 M02,O=Amazon,C=US",
  subjectAltNames: [`DNS:${host}`, `DNS:www.${host}`],
  validFrom: daysAgo(r.int(1, 80)),
  validTo: iso(NOW + r.int(-2, 330) * 86_400_000),
  selfSigned: r.chance(0.01),
  serialNumber: (0x1000_0000 + i).toString(16).toUpperCase(),
  fingerprint256: Array.from({ length: 32 }, (_, k) => ((i * 31 + k * 7) % 256).toString(16).padStart(2, "0"))
    .join(":")
    .toUpperCase(),
});

const oktaFactors = (r: Rng) => {
  const factors: { factorType: string; provider: string | null; status: string | null }[] = [];
  if (r.chance(0.85)) factors.push({ factorType: "push", provider: "OKTA", status: "ACTIVE" });
  if (r.chance(0.25)) factors.push({ factorType: "webauthn", provider: "FIDO", status: "ACTIVE" });
  if (r.chance(0.3)) factors.push({ factorType: "email", provider: "OKTA", status: "ACTIVE" });
  if (r.chance(0.1)) factors.push({ factorType: "question", provider: "OKTA", status: "ACTIVE" });
  return factors;
};

export const RESOURCE_MIX: ResourceTypeMix[] = [
  // GitHub (lib/connectors/github: discover.ts, repository.ts)
  {
    provider: "github",
    type: "github.organization",
    per100k: 20,
    make: (i, r) => ({
      externalId: String(9_000 + i),
      name: `org-${i}`,
      attributes: {
        login: `org-${i}`,
        name: `Org ${i}`,
        twoFactorRequirementEnabled: r.chance(0.7),
        defaultRepositoryPermission: "read",
        membersCanCreatePublicRepositories: false,
        plan: "enterprise",
      },
    }),
  },
  {
    provider: "github",
    type: "github.member",
    per100k: 15_000,
    make: (i, r) => ({
      externalId: String(100_000 + i),
      name: `member-${i}`,
      attributes: {
        login: `member-${i}`,
        organization: `org-${i % 20}`,
        role: r.chance(0.02) ? "admin" : "member",
        twoFactorEnabled: r.chance(0.96),
        siteAdmin: false,
      },
    }),
  },
  {
    provider: "github",
    type: "github.repository",
    per100k: 8_000,
    make: (i, r) => {
      const base = {
        fullName: `org-${i % 20}/repo-${i}`,
        visibility: r.chance(0.2) ? "public" : "private",
        private: true,
        fork: r.chance(0.05),
        archived: r.chance(0.1),
        disabled: false,
        defaultBranch: "main",
        pushedAt: daysAgo(r.int(0, 400)),
      };
      base.private = base.visibility !== "public";
      if (base.archived) return { externalId: String(500_000 + i), name: base.fullName, attributes: base };
      const protectedBy = r.chance(0.85) ? (r.chance(0.8) ? ["branch protection"] : ["ruleset"]) : [];
      const alertsOn = r.chance(0.92);
      const critical = alertsOn ? (r.chance(0.09) ? r.int(1, 4) : 0) : null;
      return {
        externalId: String(500_000 + i),
        name: base.fullName,
        attributes: {
          ...base,
          defaultBranchProtected: protectedBy.length > 0,
          protectedBy,
          requiredApprovingReviews: protectedBy.length > 0 ? r.pick([0, 1, 1, 2]) : 0,
          forcePushesBlocked: protectedBy.length > 0 && r.chance(0.9),
          secretScanningEnabled: r.chance(0.01) ? unreadable("GitHub did not show this repository's security settings") : r.chance(0.83),
          secretScanningPushProtectionEnabled: r.chance(0.5),
          dependabotAlertsEnabled: alertsOn,
          openCriticalDependabotAlerts: critical,
          criticalDependabotAlerts: critical
            ? Array.from({ length: Math.min(5, critical) }, (_, k) => ({ number: 40 + k, package: `lodash-${k}`, advisory: `GHSA-xxxx-${k}` }))
            : [],
          outsideAdmins: r.chance(0.01) ? [`contractor-${i}`] : [],
        },
      };
    },
  },
  // AWS (lib/connectors/aws: account.ts, credential-report.ts, s3.ts, regional.ts)
  {
    provider: "aws",
    type: "aws.account",
    per100k: 20,
    make: (i, r) => {
      const keys = r.chance(0.05) ? [{ slot: 1 as const, active: true, lastRotated: daysAgo(700), lastUsed: daysAgo(3) }] : [];
      return {
        externalId: String(111_122_220_000 + i),
        name: `account ${i}`,
        attributes: {
          accountId: String(111_122_220_000 + i),
          accountAlias: r.chance(0.5) ? `prod-${i}` : null,
          rootMfaEnabled: r.chance(0.9),
          rootAccessKeysPresent: keys.length > 0,
          rootUser: { mfaActive: true, passwordLastUsed: daysAgo(r.int(10, 300)), accessKeys: keys },
          passwordPolicy: r.chance(0.15)
            ? null
            : {
                minimumLength: r.pick([8, 12, 14, 16]),
                requireSymbols: true,
                requireNumbers: true,
                requireUppercase: true,
                requireLowercase: true,
                allowUsersToChange: true,
                maxAgeDays: r.chance(0.3) ? 90 : null,
                reusePrevention: r.pick([null, 5, 24]),
                hardExpiry: false,
              },
          cloudTrails: trails(r),
        },
      };
    },
  },
  {
    provider: "aws",
    type: "aws.iam_user",
    per100k: 6_000,
    make: (i, r) => ({
      externalId: `arn:aws:iam::111122223333:user/user-${i}`,
      name: `user-${i}`,
      attributes: {
        userName: `user-${i}`,
        arn: `arn:aws:iam::111122223333:user/user-${i}`,
        createdAt: daysAgo(r.int(30, 2000)),
        consoleAccess: r.chance(0.55),
        passwordLastUsed: r.chance(0.5) ? daysAgo(r.int(0, 120)) : null,
        passwordLastChanged: daysAgo(r.int(10, 400)),
        mfaActive: r.chance(0.9),
        accessKeys: accessKeys(r),
        reportGeneratedAt: daysAgo(0),
      },
    }),
  },
  {
    provider: "aws",
    type: "aws.s3_bucket",
    per100k: 4_000,
    make: (i, r) => ({
      externalId: `arn:aws:s3:::bucket-${i}`,
      name: `bucket-${i}`,
      attributes: {
        name: `bucket-${i}`,
        region: r.pick(REGIONS),
        createdAt: daysAgo(r.int(1, 2500)),
        publicAccessBlock: r.chance(0.08)
          ? null
          : { blockPublicAcls: true, ignorePublicAcls: true, blockPublicPolicy: r.chance(0.95), restrictPublicBuckets: r.chance(0.95) },
        defaultEncryption: r.chance(0.02)
          ? unreadable("Access Denied (HTTP 403)")
          : { algorithm: r.chance(0.7) ? "AES256" : "aws:kms", kmsKeyId: null, bucketKeyEnabled: r.chance(0.5) },
      },
    }),
  },
  {
    provider: "aws",
    type: "aws.rds_instance",
    per100k: 1_500,
    make: (i, r) => ({
      externalId: `arn:aws:rds:eu-west-1:111122223333:db:db-${i}`,
      name: `db-${i}`,
      attributes: {
        identifier: `db-${i}`,
        region: r.pick(REGIONS),
        engine: r.pick(["postgres", "mysql", "aurora-postgresql"]),
        engineVersion: "16.4",
        status: r.chance(0.02) ? "deleting" : "available",
        clusterIdentifier: null,
        storageEncrypted: r.chance(0.92),
        kmsKeyId: r.chance(0.5) ? "arn:aws:kms:eu-west-1:111122223333:key/abcd" : null,
      },
    }),
  },
  {
    provider: "aws",
    type: "aws.ebs_volume",
    per100k: 9_000,
    make: (i, r) => ({
      externalId: `vol-${(0x10000000 + i).toString(16)}`,
      name: `vol-${(0x10000000 + i).toString(16)}`,
      attributes: {
        volumeId: `vol-${(0x10000000 + i).toString(16)}`,
        region: r.pick(REGIONS),
        availabilityZone: "eu-west-1a",
        state: r.chance(0.01) ? "deleting" : r.chance(0.8) ? "in-use" : "available",
        sizeGiB: r.pick([8, 20, 100, 500]),
        encrypted: r.chance(0.88),
        kmsKeyId: null,
        attachedTo: r.chance(0.8) ? [`i-${(0x20000000 + i).toString(16)}`] : [],
      },
    }),
  },
  {
    provider: "aws",
    type: "aws.security_group",
    per100k: 6_000,
    make: (i, r) => {
      const open = openRules(r);
      return {
        externalId: `sg-${(0x30000000 + i).toString(16)}`,
        name: `web-${i} (sg-${(0x30000000 + i).toString(16)})`,
        attributes: {
          groupId: `sg-${(0x30000000 + i).toString(16)}`,
          groupName: `web-${i}`,
          region: r.pick(REGIONS),
          vpcId: "vpc-0a1b2c",
          description: "managed by terraform",
          inboundRuleCount: open.length + r.int(0, 6),
          openToInternet: open,
        },
      };
    },
  },
  {
    provider: "aws",
    type: "aws.region",
    per100k: 340,
    make: (i, r) => ({
      externalId: `${i}:${REGIONS[i % REGIONS.length]}`,
      name: REGIONS[i % REGIONS.length],
      attributes: {
        region: REGIONS[i % REGIONS.length],
        guardDuty: r.chance(0.2) ? null : { detectorId: `d${i.toString(16)}`, status: r.chance(0.95) ? "ENABLED" : "DISABLED" },
      },
    }),
  },
  // Google Workspace (lib/connectors/google-workspace/discover.ts)
  {
    provider: "google_workspace",
    type: "google_workspace.user",
    per100k: 12_000,
    make: (i, r) => {
      const sinceLogin = r.chance(0.05) ? null : r.int(0, 150);
      return {
        externalId: String(100_000_000_000 + i),
        name: `person${i}@example.com`,
        attributes: {
          primaryEmail: `person${i}@example.com`,
          isAdmin: r.chance(0.01),
          isDelegatedAdmin: r.chance(0.03),
          isEnrolledIn2Sv: r.chance(0.93),
          isEnforcedIn2Sv: r.chance(0.85),
          suspended: r.chance(0.05),
          archived: r.chance(0.01),
          orgUnitPath: r.pick(["/", "/Engineering", "/Sales", "/Contractors"]),
          creationTime: daysAgo(r.int(5, 2000)),
          lastLoginTime: sinceLogin === null ? null : daysAgo(sinceLogin),
          daysSinceLastLogin: sinceLogin,
          daysSinceCreation: r.int(5, 2000),
        },
      };
    },
  },
  {
    provider: "google_workspace",
    type: "google_workspace.directory",
    per100k: 20,
    make: (i, r) => ({
      externalId: `C0${i}abc`,
      name: `example${i}.com`,
      attributes: {
        customerId: `C0${i}abc`,
        domain: `example${i}.com`,
        activeUserCount: 600,
        superAdminCount: r.int(1, 6),
        superAdmins: ["admin@example.com", "ops@example.com"],
        passwordPolicies: [
          {
            policy: "policies/a1",
            type: "ADMIN",
            orgUnit: "/",
            group: null,
            allowedStrength: "STRONG",
            minimumLength: r.pick([8, 12, 14]),
            maximumLength: 100,
            enforceRequirementsAtLogin: true,
            allowReuse: false,
            expirationDuration: null,
          },
          {
            policy: "policies/a2",
            type: "ADMIN",
            orgUnit: "/Contractors",
            group: null,
            allowedStrength: "STRONG",
            minimumLength: 12,
            maximumLength: 100,
            enforceRequirementsAtLogin: r.chance(0.7),
            allowReuse: false,
            expirationDuration: null,
          },
        ],
      },
    }),
  },
  // Okta (lib/connectors/okta/discover.ts)
  {
    provider: "okta",
    type: "okta.user",
    per100k: 12_000,
    make: (i, r) => {
      const status = r.chance(0.88) ? "ACTIVE" : r.pick(["PROVISIONED", "SUSPENDED", "DEPROVISIONED", "STAGED", "LOCKED_OUT"]);
      const canSignIn = !["DEPROVISIONED", "SUSPENDED", "STAGED", "PROVISIONED"].includes(status);
      const sinceLogin = status === "PROVISIONED" || r.chance(0.04) ? null : r.int(0, 150);
      return {
        externalId: `00u${i.toString(36).padStart(8, "0")}`,
        name: `person${i}@example.com`,
        attributes: {
          login: `person${i}@example.com`,
          email: `person${i}@example.com`,
          status,
          created: daysAgo(r.int(5, 2000)),
          activated: daysAgo(r.int(5, 2000)),
          lastLogin: sinceLogin === null ? null : daysAgo(sinceLogin),
          statusChanged: daysAgo(r.int(0, 400)),
          passwordChanged: daysAgo(r.int(0, 400)),
          daysSinceLastLogin: sinceLogin,
          daysSinceCreation: r.int(5, 2000),
          factors: canSignIn ? oktaFactors(r) : null,
          adminRoles: r.chance(0.02) ? ["ORG_ADMIN"] : [],
          isSuperAdmin: r.chance(0.003),
        },
      };
    },
  },
  {
    provider: "okta",
    type: "okta.org",
    per100k: 20,
    make: (i, r) => ({
      externalId: `org${i}.okta.com`,
      name: `org${i}.okta.com`,
      attributes: {
        orgUrl: `https://org${i}.okta.com`,
        superAdminCount: r.int(1, 6),
        superAdmins: ["admin@example.com", "ops@example.com"],
        passwordPolicies: [
          {
            id: "00p1",
            name: "Default Policy",
            status: "ACTIVE",
            priority: 1,
            system: true,
            minLength: r.pick([8, 12, 14]),
            excludeUsername: true,
            commonPasswordsExcluded: r.chance(0.8),
            historyCount: 4,
            maxAgeDays: 0,
            lockoutMaxAttempts: r.pick([5, 10, 0]),
          },
        ],
        mfaEnrollmentPolicies: [
          {
            id: "00p2",
            name: "Default Policy",
            status: "ACTIVE",
            priority: 1,
            system: true,
            settingsType: "AUTHENTICATORS",
            required: r.chance(0.8) ? ["okta_verify", "okta_password"] : ["okta_password"],
            optional: ["webauthn"],
            rules: [{ name: "Default Rule", status: "ACTIVE", enroll: "CHALLENGE" }],
          },
        ],
      },
    }),
  },
  // PostgreSQL (lib/connectors/postgresql/discover.ts)
  {
    provider: "postgresql",
    type: "postgresql.server",
    per100k: 300,
    make: (i, r) => ({
      externalId: `db-${i}.internal:5432`,
      name: `db-${i}.internal:5432`,
      attributes: {
        host: `db-${i}.internal`,
        port: 5432,
        database: "app",
        connectedAs: "monitor_probe",
        checkedAt: daysAgo(0),
        version: r.pick(["15.20", "16.6", "13.16", "17.2"]),
        versionNum: r.pick([150020, 160006, 130016, 170002]),
        ssl: r.chance(0.9) ? "on" : "off",
        providerTlsEnforcement: r.chance(0.4) ? { setting: "rds.force_ssl", value: r.chance(0.8) ? "1" : "0" } : null,
        connectionTls: { encrypted: true, protocol: "TLSv1.3" },
        plaintextHostRules: r.chance(0.3)
          ? unreadable("pg_hba.conf is not readable by monitor_probe")
          : r.chance(0.2)
            ? ["line 92: host all all 10.0.0.0/8 scram-sha-256"]
            : [],
        passwordEncryption: r.chance(0.9) ? "scram-sha-256" : "md5",
        bootstrapSuperuser: "postgres",
        superusers: r.chance(0.8) ? ["postgres"] : ["postgres", "admin"],
        publicSchemaCreatable: r.chance(0.25),
        logConnections: r.pick(["on", "off"]),
        logStatement: r.pick(["none", "ddl", "all"]),
        logMinDurationStatement: r.pick([-1, 0, 500]),
        pgauditLog: null,
      },
    }),
  },
  {
    provider: "postgresql",
    type: "postgresql.role",
    per100k: 3_000,
    make: (i, r) => ({
      externalId: `role_${i}`,
      name: `role_${i}`,
      attributes: {
        checkedAt: daysAgo(0),
        superuser: false,
        canLogin: r.chance(0.7),
        createRole: false,
        createDb: r.chance(0.1),
        replication: false,
        bypassRls: false,
        bootstrap: false,
        validUntil: r.chance(0.6) ? null : iso(NOW + r.int(-30, 500) * 86_400_000),
        hasPassword: r.chance(0.1) ? unreadable("whether a role has a password is kept in pg_authid, which only superusers can read") : r.chance(0.9),
      },
    }),
  },
  // HTTPS endpoints (lib/connectors/https: probe.ts, headers.ts)
  {
    provider: "https",
    type: "https.endpoint",
    per100k: 2_500,
    make: (i, r) => {
      const host = `app${i}.example.com`;
      return {
        externalId: `https://${host}/`,
        name: `https://${host}/`,
        attributes: {
          url: `https://${host}/`,
          host,
          port: 443,
          checkedAt: daysAgo(0),
          tlsProtocol: "TLSv1.3",
          legacyTls: { accepted: r.chance(0.05), protocol: null },
          certificate: certificate(i, r, host),
          certificateChain: { verified: r.chance(0.97), error: null },
          hostnameMatch: { matches: r.chance(0.98), reason: null },
          securityHeaders: {
            status: 200,
            finalUrl: `https://${host}/`,
            strictTransportSecurity: r.chance(0.8) ? `max-age=${r.pick([31536000, 63072000, 86400])}; includeSubDomains` : null,
            contentSecurityPolicy: r.chance(0.5) ? "default-src 'self'; frame-ancestors 'none'" : null,
            xFrameOptions: r.chance(0.6) ? "DENY" : null,
            xContentTypeOptions: r.chance(0.85) ? "nosniff" : null,
            referrerPolicy: r.chance(0.7) ? "strict-origin-when-cross-origin" : null,
          },
        },
      };
    },
  },
  // E-mail domains (lib/connectors/email-domain/discover.ts)
  {
    provider: "email_domain",
    type: "email_domain.domain",
    per100k: 1_280,
    make: (i, r) => ({
      externalId: `example${i}.com`,
      name: `example${i}.com`,
      attributes: {
        domain: `example${i}.com`,
        checkedAt: daysAgo(0),
        domainExists: r.chance(0.99),
        spfRecords: r.chance(0.9) ? [`v=spf1 include:_spf.google.com ${r.pick(["-all", "~all", "?all"])}`] : [],
        spfAll: r.pick(["-all", "~all", "?all"]),
        spfRedirect: null,
        spfProblem: null,
        dmarcRecords: r.chance(0.8) ? [`v=DMARC1; p=${r.pick(["reject", "quarantine", "none"])}; rua=mailto:dmarc@example${i}.com`] : [],
        dkim: { selectorsChecked: ["google", "selector1", "selector2"], withKey: r.chance(0.85) ? ["google"] : [], revoked: [] },
      },
    }),
  },
  // Device agent (lib/connectors/agent/connector.ts: hostAttributes)
  {
    provider: "agent",
    type: "agent.host",
    per100k: 12_000,
    make: (i, r) => {
      const os = r.pick(["darwin", "darwin", "windows", "linux"] as const);
      return {
        externalId: `host-${i}`,
        name: `host-${i}`,
        attributes: {
          hostname: `host-${i}`,
          os,
          osVersion: os === "darwin" ? "macOS 15.1" : os === "windows" ? "Windows 11 23H2" : "Ubuntu 24.04",
          agentVersion: "1.2.0",
          reportedAt: daysAgo(r.int(0, 10)),
          diskEncrypted: r.chance(0.02) ? null : r.chance(0.94),
          diskEncryptionMethod: os === "darwin" ? "FileVault" : os === "windows" ? "BitLocker" : "LUKS",
          firewallEnabled: r.chance(0.85),
          screenLockEnabled: os === "linux" && r.chance(0.5) ? null : r.chance(0.9),
          screenLockTimeoutSeconds: r.pick([300, 600, 900, 1800]),
          pendingUpdates: r.int(0, 5),
          pendingSecurityUpdates: r.chance(0.8) ? 0 : r.int(1, 3),
          updatesCheckedAt: daysAgo(r.int(0, 20)),
          notes: [],
        },
      };
    },
  },
  // Custom resources (lib/connectors/custom: pushed over the API, checked by the account's CEL tests)
  {
    provider: "custom",
    type: "custom.saas_user",
    per100k: 7_000,
    make: (i, r) => ({
      externalId: `u-${i}`,
      name: `person${i}@example.com`,
      attributes: {
        email: `person${i}@example.com`,
        status: r.chance(0.9) ? "active" : "deactivated",
        role: r.pick(["member", "member", "member", "admin", "owner"]),
        mfaEnabled: r.chance(0.9),
        ssoEnforced: r.chance(0.8),
        lastActiveAt: daysAgo(r.int(0, 200)),
      },
    }),
  },
];

/** `total` resources spread over the types in RESOURCE_MIX's proportions; per provider, in the mix's order. */
export function generateResources(total: number, seed = 42): { provider: IntegrationProvider; resources: DiscoveredResource[] }[] {
  const r = random(seed);
  const weights = RESOURCE_MIX.reduce((s, t) => s + t.per100k, 0);
  const counts = RESOURCE_MIX.map((t) => Math.max(1, Math.floor((total * t.per100k) / weights)));
  // Rounding: the largest type takes the remainder.
  const largest = counts.indexOf(Math.max(...counts));
  counts[largest] += total - counts.reduce((s, n) => s + n, 0);
  const byProvider = new Map<IntegrationProvider, DiscoveredResource[]>();
  RESOURCE_MIX.forEach((mix, k) => {
    const list = byProvider.get(mix.provider) ?? [];
    for (let i = 0; i < counts[k]; i++) list.push({ type: mix.type, ...mix.make(i, r) });
    byProvider.set(mix.provider, list);
  });
  return [...byProvider].map(([provider, resources]) => ({ provider, resources }));
}

/** A few of an account's own tests (CEL), as `createCustomTestBody` takes them: custom types and connector types. */
export const CUSTOM_TESTS = [
  {
    key: "saas.mfa",
    title: "SaaS users have MFA",
    resourceType: "custom.saas_user",
    appliesWhen: 'attributes.status == "active"',
    expression: "attributes.mfaEnabled == true",
    severity: "high" as const,
  },
  {
    key: "saas.owner_sso",
    title: "SaaS owners sign in with SSO",
    resourceType: "custom.saas_user",
    expression: 'attributes.role != "owner" || attributes.ssoEnforced == true',
    severity: "medium" as const,
  },
  {
    key: "github.public_secret_scanning",
    title: "Public repositories scan for secrets",
    resourceType: "github.repository",
    appliesWhen: "attributes.archived == false",
    expression: 'attributes.visibility != "public" || attributes.secretScanningEnabled == true',
    severity: "high" as const,
  },
  {
    key: "agent.reported_this_week",
    title: "Hosts reported within a week",
    resourceType: "agent.host",
    expression: 'timestamp(attributes.reportedAt) > now - duration("168h")',
    severity: "low" as const,
  },
  {
    key: "aws.one_active_key",
    title: "IAM users hold at most one active access key",
    resourceType: "aws.iam_user",
    expression: "size(attributes.accessKeys.filter(k, k.active)) <= 1",
    severity: "medium" as const,
  },
  {
    key: "okta.phishing_resistant",
    title: "Active Okta users have a FIDO2 key",
    resourceType: "okta.user",
    appliesWhen: 'attributes.status == "ACTIVE"',
    expression: 'attributes.factors != null && attributes.factors.exists(f, f.factorType == "webauthn" && f.status == "ACTIVE")',
    severity: "low" as const,
  },
];
