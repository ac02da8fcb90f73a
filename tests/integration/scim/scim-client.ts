import { and, eq } from "drizzle-orm";
import { accountEvents } from "@/db/events";
import { POST as createToken } from "@/app/api/v1/scim/tokens/route";
import { getDb } from "@/lib/db/client";
import { call, type CallResult } from "../../helpers/http";
import type { TestAccount } from "../../helpers/accounts";

type Handler = Parameters<typeof call>[0];

/** A SCIM token for the account, created the way an admin does in the console. */
export async function scimTokenFor(account: TestAccount, name = "Okta"): Promise<string> {
  const res = await call(createToken, { path: "/api/v1/scim/tokens", token: account.token, body: { name } });
  if (res.status !== 201) throw new Error(`SCIM token failed: ${res.status} ${res.text}`);
  return res.body.data.token;
}

/** Calls a SCIM route as an identity provider does: bearer token, `application/scim+json` bodies. */
export function scim(token: string) {
  return async (handler: Handler, method: string, path: string, options: { body?: unknown; params?: Record<string, string> } = {}): Promise<CallResult> =>
    call(handler, {
      method,
      path,
      token,
      params: options.params,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      headers: options.body === undefined ? {} : { "content-type": "application/scim+json" },
    });
}

/** The account's audit-trail actions, oldest first, optionally about one target. */
export async function auditActions(accountId: string, targetId?: string): Promise<{ action: string; actorType: string; details: Record<string, unknown> }[]> {
  const rows = await getDb()
    .select({ action: accountEvents.action, actorType: accountEvents.actorType, details: accountEvents.details, createdAt: accountEvents.createdAt })
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, accountId), targetId ? eq(accountEvents.targetId, targetId) : undefined))
    .orderBy(accountEvents.createdAt);
  return rows;
}

export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const PATCH_OP = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
export const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";
