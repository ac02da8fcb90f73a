import type { admin_directory_v1 } from "@googleapis/admin";
import type { cloudidentity_v1 } from "@googleapis/cloudidentity";
import { attributeError, daysBetween } from "../define-test";
import type { AttributeError, ConnectionCheck, DiscoveredResource } from "../types";
import { describeGoogleError, directoryClient, type GoogleCtx, isTokenError, policyClient, serviceAccountOf } from "./client";

import { DIRECTORY, USER } from "./kinds";

export { DIRECTORY, USER };

/** The Directory API's largest page. */
const PAGE_SIZE = 500;
/** Only what the tests and auditors read (partial response keeps each page small). */
const USER_FIELDS =
  "nextPageToken,users(id,primaryEmail,customerId,isAdmin,isDelegatedAdmin,isEnrolledIn2Sv,isEnforcedIn2Sv," +
  "suspended,archived,orgUnitPath,creationTime,lastLoginTime)";
/** The Policy API's filter for Workspace password settings (one policy per org unit or group that sets them). */
const PASSWORD_SETTING = "settings/security.password";
/** The most super admins listed by name on the directory resource; the count is always exact. */
const LISTED_ADMINS = 50;

export interface PasswordPolicySummary {
  policy: string;
  type: string | null;
  orgUnit: string | null;
  group: string | null;
  allowedStrength: string | null;
  minimumLength: number | null;
  maximumLength: number | null;
  enforceRequirementsAtLogin: boolean | null;
  allowReuse: boolean | null;
  expirationDuration: string | null;
}

function listScope(ctx: GoogleCtx): { customer?: string; domain?: string } {
  return ctx.config.domain ? { domain: ctx.config.domain } : { customer: ctx.config.customerId };
}

/** Google reports "never" as the Unix epoch. */
function loginTime(value: string | null | undefined): string | null {
  return value && Date.parse(value) > 0 ? value : null;
}

function userResource(user: admin_directory_v1.Schema$User, now: Date): DiscoveredResource {
  const lastLoginTime = loginTime(user.lastLoginTime);
  const creationTime = user.creationTime ?? null;
  return {
    type: USER,
    externalId: user.id ?? user.primaryEmail ?? "",
    name: user.primaryEmail ?? user.id ?? "",
    attributes: {
      primaryEmail: user.primaryEmail ?? null,
      isAdmin: user.isAdmin === true,
      isDelegatedAdmin: user.isDelegatedAdmin === true,
      isEnrolledIn2Sv: user.isEnrolledIn2Sv === true,
      isEnforcedIn2Sv: user.isEnforcedIn2Sv === true,
      suspended: user.suspended === true,
      archived: user.archived === true,
      orgUnitPath: user.orgUnitPath ?? null,
      creationTime,
      lastLoginTime,
      daysSinceLastLogin: lastLoginTime ? daysBetween(lastLoginTime, now) : null,
      daysSinceCreation: creationTime ? daysBetween(creationTime, now) : null,
    },
  };
}

async function* userPages(directory: admin_directory_v1.Admin, ctx: GoogleCtx): AsyncGenerator<admin_directory_v1.Schema$User[]> {
  let pageToken: string | undefined;
  do {
    const { data } = await directory.users.list({
      ...listScope(ctx),
      maxResults: PAGE_SIZE,
      projection: "basic",
      orderBy: "email",
      pageToken,
      fields: USER_FIELDS,
    });
    yield data.users ?? [];
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
}

function summarise(policy: cloudidentity_v1.Schema$Policy): PasswordPolicySummary {
  const value = (policy.setting?.value ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  const int = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null);
  const bool = (v: unknown) => (typeof v === "boolean" ? v : null);
  return {
    policy: policy.name ?? "",
    type: text(policy.type),
    orgUnit: text(policy.policyQuery?.orgUnit),
    group: text(policy.policyQuery?.group),
    allowedStrength: text(value.allowedStrength),
    minimumLength: int(value.minimumLength),
    maximumLength: int(value.maximumLength),
    enforceRequirementsAtLogin: bool(value.enforceRequirementsAtLogin),
    allowReuse: bool(value.allowReuse),
    expirationDuration: text(value.expirationDuration),
  };
}

/** Every password setting the customer has (Cloud Identity Policy API); an AttributeError when it cannot be read. */
async function passwordPolicies(ctx: GoogleCtx): Promise<PasswordPolicySummary[] | AttributeError> {
  const filter = `customer == "customers/${ctx.config.customerId}" && setting.type.matches('^settings/security[.]password$')`;
  try {
    const client = policyClient(ctx);
    const out: PasswordPolicySummary[] = [];
    let pageToken: string | undefined;
    do {
      const { data } = await client.policies.list({ filter, pageSize: 100, pageToken });
      for (const policy of data.policies ?? []) if (policy.setting?.type === PASSWORD_SETTING) out.push(summarise(policy));
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
    return out;
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    return attributeError(describeGoogleError(error));
  }
}

function syncFailure(ctx: GoogleCtx, error: unknown): Error {
  const account = serviceAccountOf(ctx.credentials).clientEmail;
  const hint = isTokenError(error)
    ? ` Check that the service account ${account} has domain-wide delegation for the directory scope and that ${ctx.config.adminEmail} is an administrator.`
    : "";
  return new Error(`Could not list the Google Workspace users: ${describeGoogleError(error)}.${hint}`, { cause: error });
}

/**
 * Users stream page by page; what the directory resource needs from them (the super admins, the customer id)
 * is gathered on the way, so it is yielded last with the password settings.
 */
export async function* discoverGoogleWorkspace(ctx: GoogleCtx): AsyncGenerator<DiscoveredResource> {
  const directory = directoryClient(ctx);
  const superAdmins: string[] = [];
  let superAdminCount = 0;
  let activeUsers = 0;
  let customerId: string | null = ctx.config.customerId === "my_customer" ? null : ctx.config.customerId;
  const pages = userPages(directory, ctx);
  while (true) {
    let page: IteratorResult<admin_directory_v1.Schema$User[]>;
    try {
      page = await pages.next();
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      throw syncFailure(ctx, error);
    }
    if (page.done) break;
    for (const user of page.value) {
      customerId ??= user.customerId ?? null;
      const active = user.suspended !== true && user.archived !== true;
      if (active) activeUsers += 1;
      if (active && user.isAdmin === true) {
        superAdminCount += 1;
        if (superAdmins.length < LISTED_ADMINS && user.primaryEmail) superAdmins.push(user.primaryEmail);
      }
      yield userResource(user, ctx.now);
    }
  }
  const domain = ctx.config.domain ?? ctx.config.adminEmail.split("@")[1];
  yield {
    type: DIRECTORY,
    externalId: customerId ?? ctx.config.customerId,
    name: domain,
    attributes: {
      customerId: customerId ?? ctx.config.customerId,
      domain,
      activeUserCount: activeUsers,
      superAdminCount,
      superAdmins,
      passwordPolicies: await passwordPolicies(ctx),
    },
  };
}

export async function checkGoogleWorkspace(ctx: GoogleCtx): Promise<ConnectionCheck> {
  const account = serviceAccountOf(ctx.credentials).clientEmail;
  try {
    const { data } = await directoryClient(ctx).users.list({ ...listScope(ctx), maxResults: 1, fields: "users(primaryEmail,customerId)" });
    const customer = data.users?.[0]?.customerId ?? ctx.config.customerId;
    return { ok: true, message: `Signed in as ${account} acting for ${ctx.config.adminEmail}; the directory of customer ${customer} is readable.` };
  } catch (error) {
    const hint = isTokenError(error)
      ? ` Check domain-wide delegation for ${account} (Admin console → Security → API controls) and that ${ctx.config.adminEmail} is an administrator.`
      : "";
    return { ok: false, message: `${describeGoogleError(error)}.${hint}` };
  }
}
