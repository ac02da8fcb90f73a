/**
 * The organization the fake GitHub serves: `repos` repositories and `members` members, each computed from its
 * index on demand (defaults, then the test's overrides), so 2,000 repositories and 5,000 members cost nothing
 * until a page of them is asked for. Deterministic: the same options give the same organization.
 */
export type RepoPermission = "admin" | "maintain" | "push" | "triage" | "pull";

/** A closed or open pull request of a repository; times are ISO 8601 UTC (GitHub's `Z` form). */
export interface FakePull {
  number: number;
  title: string;
  author: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  mergedAt: string | null;
}

export interface FakeRepo {
  index: number;
  id: number;
  name: string;
  private: boolean;
  archived: boolean;
  disabled: boolean;
  defaultBranch: string;
  /** Classic branch protection of the default branch; null: none. */
  protection: { requiredReviews: number | null; allowForcePushes: boolean; enforceAdmins: boolean } | null;
  /** Rules of active rulesets on the default branch; null: none. */
  rules: { requiredReviews?: number; blockForcePushes?: boolean; source?: "Repository" | "Organization" } | null;
  secretScanning: boolean;
  pushProtection: boolean;
  vulnerabilityAlerts: boolean;
  /** Open alerts by severity; the connector asks for critical ones only. */
  criticalAlerts: number;
  highAlerts: number;
  outsideCollaborators: { login: string; permission: RepoPermission }[];
  /** The token's role on the repository: with "write", branch protection and security settings are hidden. */
  tokenAccess: "admin" | "write";
  /** Its pull requests, in any order (the fake sorts as asked). */
  pulls: FakePull[];
}

export interface FakeMember {
  index: number;
  id: number;
  login: string;
  twoFactor: boolean;
  role: "admin" | "member";
}

export interface FakeOrgOptions {
  login?: string;
  repos?: number;
  members?: number;
  twoFactorRequired?: boolean;
  /** An owner's token sees the 2FA requirement and may filter members by 2FA (default true). */
  ownerToken?: boolean;
  repo?: (index: number) => Partial<Omit<FakeRepo, "index" | "id">>;
  member?: (index: number) => Partial<Omit<FakeMember, "index" | "id">>;
}

export const ORG_ID = 9_000;
const pad = (n: number, width: number) => String(n).padStart(width, "0");

export class FakeOrg {
  readonly login: string;
  /** Tests lower it between syncs: the repositories past it are deleted. */
  repoCount: number;
  readonly memberCount: number;
  twoFactorRequired: boolean;
  ownerToken: boolean;
  private readonly repoOverrides?: FakeOrgOptions["repo"];
  private readonly memberOverrides?: FakeOrgOptions["member"];
  private outsideCache: string[] | null = null;

  constructor(options: FakeOrgOptions = {}) {
    this.login = options.login ?? "acme";
    this.repoCount = options.repos ?? 3;
    this.memberCount = options.members ?? 3;
    this.twoFactorRequired = options.twoFactorRequired ?? true;
    this.ownerToken = options.ownerToken ?? true;
    this.repoOverrides = options.repo;
    this.memberOverrides = options.member;
  }

  repoAt(index: number): FakeRepo {
    return {
      name: `repo-${pad(index, 4)}`,
      private: true,
      archived: false,
      disabled: false,
      defaultBranch: "main",
      protection: { requiredReviews: 1, allowForcePushes: false, enforceAdmins: true },
      rules: null,
      secretScanning: true,
      pushProtection: true,
      vulnerabilityAlerts: true,
      criticalAlerts: 0,
      highAlerts: 0,
      outsideCollaborators: [],
      tokenAccess: "admin",
      pulls: [],
      ...this.repoOverrides?.(index),
      index,
      id: 500_000 + index,
    };
  }

  /** By name; names are unique as long as overrides keep them so. */
  repoNamed(name: string): FakeRepo | undefined {
    const match = /^repo-(\d+)$/.exec(name);
    if (match && Number(match[1]) < this.repoCount) {
      const repo = this.repoAt(Number(match[1]));
      if (repo.name === name) return repo;
    }
    for (let i = 0; i < this.repoCount; i++) {
      const repo = this.repoAt(i);
      if (repo.name.toLowerCase() === name.toLowerCase()) return repo;
    }
    return undefined;
  }

  memberAt(index: number): FakeMember {
    return {
      login: `member-${pad(index, 5)}`,
      twoFactor: true,
      role: index === 0 ? "admin" : "member",
      ...this.memberOverrides?.(index),
      index,
      id: 100_000 + index,
    };
  }

  /** Every login that collaborates on some repository without being a member, sorted (GitHub's outside collaborators). */
  outsideCollaborators(): string[] {
    if (!this.outsideCache) {
      const logins = new Set<string>();
      for (let i = 0; i < this.repoCount; i++) for (const c of this.repoAt(i).outsideCollaborators) logins.add(c.login);
      this.outsideCache = [...logins].sort();
    }
    return this.outsideCache;
  }
}
