import type { AuthenticatorEnrollmentPolicy, AuthenticatorEnrollmentPolicyRule, PasswordPolicy, Policy, User } from "@okta/okta-sdk-nodejs";
import { attributeError, daysBetween } from "../define-test";
import type { AttributeError, ConnectionCheck, DiscoveredResource } from "../types";
import { describeOktaError, errorStatus, openOkta, type OktaCtx, type OktaSession, OktaTokenError } from "./client";

import { ORG, USER } from "./kinds";

export { ORG, USER };

/** Okta's largest page for users; role assignees allow 100. */
const USER_PAGE = 200;
const ASSIGNEE_PAGE = 100;
/** The most super admins listed by login on the org resource; the count is always exact. */
const LISTED_ADMINS = 50;
/** Statuses in which a user cannot sign in or has not activated (so has no factors): no factor calls are spent on them. */
const NO_FACTORS = new Set(["DEPROVISIONED", "SUSPENDED", "STAGED", "PROVISIONED"]);

export interface FactorSummary {
  factorType: string;
  provider: string | null;
  status: string | null;
}

export interface PasswordPolicySummary {
  id: string;
  name: string;
  status: string | null;
  priority: number | null;
  system: boolean;
  minLength: number | null;
  excludeUsername: boolean | null;
  commonPasswordsExcluded: boolean | null;
  historyCount: number | null;
  maxAgeDays: number | null;
  lockoutMaxAttempts: number | null;
}

export interface EnrollmentPolicySummary {
  id: string;
  name: string;
  status: string | null;
  priority: number | null;
  system: boolean;
  settingsType: string | null;
  required: string[];
  optional: string[];
  rules: { name: string; status: string | null; enroll: string | null }[];
}

/** A 401, or a refused token, means the credentials are no good: the whole sync stops. */
class CredentialsRefused extends Error {}

function guard(error: unknown, signal: AbortSignal): AttributeError {
  if (error instanceof OktaTokenError || signal.aborted) throw error;
  if (errorStatus(error) === 401) throw new CredentialsRefused(`Okta refused the credentials: ${describeOktaError(error)}`, { cause: error });
  return attributeError(describeOktaError(error));
}

const iso = (value: Date | null | undefined) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : null);

/** The `after` cursor of a next link (role assignees page with `_links.next` in the body, not a Link header). */
function afterOf(href: string | undefined): string | undefined {
  if (!href) return undefined;
  return new URL(href).searchParams.get("after") ?? undefined;
}

/** User id → the admin role types assigned to that user (directly or through a group). */
async function adminRoles(session: OktaSession): Promise<Map<string, string[]> | AttributeError> {
  const { roleAssignmentApi } = session.client;
  try {
    const ids: string[] = [];
    let after: string | undefined;
    do {
      const page = await roleAssignmentApi.listUsersWithRoleAssignments({ after, limit: ASSIGNEE_PAGE });
      for (const assignee of page.value ?? []) if (assignee.id) ids.push(assignee.id);
      after = afterOf(page._links?.next?.href);
    } while (after);
    const roles = new Map<string, string[]>();
    for (const userId of ids) {
      const types = new Set<string>();
      for await (const role of await roleAssignmentApi.listAssignedRolesForUser({ userId })) if (role?.type) types.add(role.type);
      roles.set(userId, [...types].sort());
    }
    return roles;
  } catch (error) {
    return guard(error, session.signal);
  }
}

async function factorsOf(session: OktaSession, userId: string): Promise<FactorSummary[] | AttributeError> {
  try {
    const out: FactorSummary[] = [];
    for await (const factor of await session.client.userFactorApi.listFactors({ userId })) {
      if (factor?.factorType) out.push({ factorType: factor.factorType, provider: factor.provider ?? null, status: factor.status ?? null });
    }
    return out;
  } catch (error) {
    return guard(error, session.signal);
  }
}

function userAttributes(user: User, factors: FactorSummary[] | AttributeError | null, roles: Map<string, string[]> | AttributeError, now: Date) {
  const lastLogin = iso(user.lastLogin);
  const created = iso(user.created);
  const adminRoleTypes = roles instanceof Map ? (roles.get(user.id ?? "") ?? []) : roles;
  return {
    login: user.profile?.login ?? null,
    email: user.profile?.email ?? null,
    status: user.status ?? null,
    created,
    activated: iso(user.activated),
    lastLogin,
    statusChanged: iso(user.statusChanged),
    passwordChanged: iso(user.passwordChanged),
    daysSinceLastLogin: lastLogin ? daysBetween(lastLogin, now) : null,
    daysSinceCreation: created ? daysBetween(created, now) : null,
    // null: not read, the user cannot sign in or has not activated.
    factors,
    adminRoles: adminRoleTypes,
    isSuperAdmin: Array.isArray(adminRoleTypes) ? adminRoleTypes.includes("SUPER_ADMIN") : adminRoleTypes,
  };
}

function summarisePassword(policy: PasswordPolicy): PasswordPolicySummary {
  const password = policy.settings?.password;
  return {
    id: policy.id ?? "",
    name: policy.name,
    status: policy.status ?? null,
    priority: policy.priority ?? null,
    system: policy.system === true,
    minLength: password?.complexity?.minLength ?? null,
    excludeUsername: password?.complexity?.excludeUsername ?? null,
    commonPasswordsExcluded: password?.complexity?.dictionary?.common?.exclude ?? null,
    historyCount: password?.age?.historyCount ?? null,
    maxAgeDays: password?.age?.maxAgeDays ?? null,
    lockoutMaxAttempts: password?.lockout?.maxAttempts ?? null,
  };
}

async function policiesOf<T extends Policy>(session: OktaSession, type: "PASSWORD" | "MFA_ENROLL"): Promise<T[]> {
  const out: T[] = [];
  for await (const policy of await session.client.policyApi.listPolicies({ type })) if (policy) out.push(policy as T);
  return out;
}

async function passwordPolicies(session: OktaSession): Promise<PasswordPolicySummary[] | AttributeError> {
  try {
    return (await policiesOf<PasswordPolicy>(session, "PASSWORD")).map(summarisePassword);
  } catch (error) {
    return guard(error, session.signal);
  }
}

async function enrollmentPolicies(session: OktaSession): Promise<EnrollmentPolicySummary[] | AttributeError> {
  try {
    const out: EnrollmentPolicySummary[] = [];
    for (const policy of await policiesOf<AuthenticatorEnrollmentPolicy>(session, "MFA_ENROLL")) {
      const authenticators = policy.settings?.authenticators ?? [];
      const keys = (mode: string) => authenticators.filter((a) => a.enroll?.self === mode && a.key).map((a) => a.key as string);
      const rules: EnrollmentPolicySummary["rules"] = [];
      for await (const rule of await session.client.policyApi.listPolicyRules({ policyId: policy.id ?? "" })) {
        if (rule)
          rules.push({ name: rule.name ?? "", status: rule.status ?? null, enroll: (rule as AuthenticatorEnrollmentPolicyRule).actions?.enroll?.self ?? null });
      }
      out.push({
        id: policy.id ?? "",
        name: policy.name,
        status: policy.status ?? null,
        priority: policy.priority ?? null,
        system: policy.system === true,
        settingsType: policy.settings?.type ?? null,
        required: keys("REQUIRED"),
        optional: keys("OPTIONAL"),
        rules,
      });
    }
    return out;
  } catch (error) {
    return guard(error, session.signal);
  }
}

/** Okta lists every user but the deactivated by default; those come from a search, to show offboarding too. */
const USER_LISTINGS: (string | undefined)[] = [undefined, 'status eq "DEPROVISIONED"'];

/** Why the sync stops, in words; an abort (the sync's deadline) passes through as it is. */
function syncFailure(session: OktaSession, error: unknown): unknown {
  if (session.signal.aborted) return error;
  if (error instanceof CredentialsRefused || error instanceof OktaTokenError) return new Error(`${error.message}.`, { cause: error });
  return new Error(`Could not list the Okta users of ${session.host}: ${describeOktaError(error)}.`, { cause: error });
}

/**
 * Admin role holders first (a short id list), then users page by page with each one's factors, then the org
 * with the super admins counted on the way and its password and enrolment policies.
 */
export async function* discoverOkta(ctx: OktaCtx): AsyncGenerator<DiscoveredResource> {
  const session = await openOkta(ctx);
  try {
    let roles: Map<string, string[]> | AttributeError;
    try {
      roles = await adminRoles(session);
    } catch (error) {
      throw syncFailure(session, error);
    }
    const superAdmins: string[] = [];
    let superAdminCount = 0;
    for (const search of USER_LISTINGS) {
      const users = (await session.client.userApi.listUsers({ limit: USER_PAGE, search }))[Symbol.asyncIterator]();
      while (true) {
        let next: IteratorResult<User | null>;
        try {
          next = await users.next();
        } catch (error) {
          throw syncFailure(session, error);
        }
        if (next.done) break;
        const user = next.value;
        if (!user?.id) continue;
        const status = user.status ?? "";
        let factors: FactorSummary[] | AttributeError | null = null;
        if (!NO_FACTORS.has(status)) {
          try {
            factors = await factorsOf(session, user.id);
          } catch (error) {
            throw syncFailure(session, error);
          }
        }
        const attributes = userAttributes(user, factors, roles, ctx.now);
        if (attributes.isSuperAdmin === true && status !== "DEPROVISIONED" && status !== "SUSPENDED") {
          superAdminCount += 1;
          if (superAdmins.length < LISTED_ADMINS) superAdmins.push(attributes.login ?? user.id);
        }
        yield { type: USER, externalId: user.id, name: attributes.login ?? user.id, attributes };
      }
    }
    let passwords: PasswordPolicySummary[] | AttributeError;
    let enrollment: EnrollmentPolicySummary[] | AttributeError;
    try {
      passwords = await passwordPolicies(session);
      enrollment = await enrollmentPolicies(session);
    } catch (error) {
      throw syncFailure(session, error);
    }
    yield {
      type: ORG,
      externalId: session.host,
      name: session.host,
      attributes: {
        orgUrl: session.origin,
        superAdminCount: roles instanceof Map ? superAdminCount : roles,
        superAdmins: roles instanceof Map ? superAdmins : roles,
        passwordPolicies: passwords,
        mfaEnrollmentPolicies: enrollment,
      },
    };
  } finally {
    session.executor.close();
  }
}

export async function checkOkta(ctx: OktaCtx): Promise<ConnectionCheck> {
  let session: OktaSession | undefined;
  try {
    session = await openOkta(ctx);
    const users = (await session.client.userApi.listUsers({ limit: 1 }))[Symbol.asyncIterator]();
    const first = await users.next();
    const how = ctx.credentials.apiToken ? "an API token" : `the service app ${ctx.credentials.clientId}`;
    return { ok: true, message: `Connected to ${session.host} with ${how}; users are readable${first.value ? "" : " (the org has none yet)"}.` };
  } catch (error) {
    const reason = describeOktaError(error);
    return { ok: false, message: reason.endsWith(".") ? reason : `${reason}.` };
  } finally {
    session?.executor.close();
  }
}
