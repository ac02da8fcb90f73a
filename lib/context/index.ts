import { randomUUID } from "node:crypto";
import type { ApiKeyScope } from "@/db/accounts";
import type { Role, Tier } from "@/lib/vocabulary";
import { getDb, type Db } from "@/lib/db/client";
import { getLogger, type Logger } from "@/lib/log";

/** Who a signed-in member is, as GET /auth/me shows it. */
export interface MemberProfile {
  email: string;
  name: string;
  accountName: string;
}

/** Who is calling. Every service decides what each kind may do. */
export type Caller =
  /** A member, signed in: their role is read with their session on every request (lib/credentials/member-session.ts). */
  | {
      kind: "customer";
      userId: string;
      accountId: string;
      via: "jwt" | "session";
      role: Role;
      sessionId: string;
      /** The account requires 2FA and this session has none (docs/api.md §4). */
      secondFactorMissing?: boolean;
      /** The account's stored tier, read with the session in this request: the tier gate needs no query of its own. */
      tier?: Tier;
      /** The member's e-mail, name and account name, read with the session in this request (GET /auth/me answers from it). */
      profile?: MemberProfile;
    }
  | { kind: "apiKey"; apiKeyId: string; accountId: string; scope: ApiKeyScope }
  | { kind: "auditor"; invitationId: string; auditId: string; accountId: string }
  | { kind: "internal" }
  /** An identity provider provisioning the account's people through `/scim/v2` with one of its SCIM tokens. */
  | { kind: "scim"; tokenId: string; accountId: string }
  /** A person at the server's console (`npm run admin`): recorded by name, never an API caller. */
  | { kind: "operator"; name: string }
  | { kind: "anonymous" };

/**
 * The caller as work queued for later carries it: without what was read for this request only (the tier, the
 * profile), so a job that runs after a downgrade reads the tier again instead of trusting the one its request saw.
 */
export function queuedCaller(caller: Caller): Caller {
  if (caller.kind !== "customer") return caller;
  const { tier: _tier, profile: _profile, ...identity } = caller;
  return identity;
}

export interface Ctx {
  db: Db;
  caller: Caller;
  now: () => Date;
  log: Logger;
  requestId: string;
}

export function makeCtx(caller: Caller, init: Partial<Omit<Ctx, "caller">> = {}): Ctx {
  const requestId = init.requestId ?? randomUUID();
  return {
    db: init.db ?? getDb(),
    caller,
    now: init.now ?? (() => new Date()),
    log: init.log ?? getLogger().child({ requestId }),
    requestId,
  };
}

/** No session: a member acting outside a request (the demo seed, scripts, tests), never from a credential. */
export const NO_SESSION = "00000000-0000-0000-0000-000000000000";

/** A member of the account acting through the services directly (the demo seed, scripts, tests, benchmarks). */
export function memberCaller(userId: string, accountId: string, role: Role = "owner"): Caller {
  return { kind: "customer", userId, accountId, via: "session", role, sessionId: NO_SESSION };
}

/** The account a caller acts for, or undefined for anonymous/internal callers. */
export function accountIdOf(caller: Caller): string | undefined {
  return "accountId" in caller ? caller.accountId : undefined;
}

/** Actor as recorded in event logs. */
export function actorOf(caller: Caller): { type: string; id: string | null } {
  switch (caller.kind) {
    case "customer":
      return { type: "user", id: caller.userId };
    case "apiKey":
      return { type: "api_key", id: caller.apiKeyId };
    case "auditor":
      return { type: "auditor", id: caller.invitationId };
    case "internal":
      return { type: "internal", id: null };
    case "scim":
      return { type: "scim", id: caller.tokenId };
    case "operator":
      return { type: "operator", id: caller.name };
    default:
      return { type: "anonymous", id: null };
  }
}
