import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import { ROLES, type Role, type Tier } from "@/lib/vocabulary";
import { userSessions, type SessionKind, type SignInMethod } from "@/db/members";
import type { Db, DbOrTx } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";
import { CUSTOMER_TOKEN_TTL_SECONDS, signCustomerToken } from "./jwt";

/** `lastSeenAt` of a session moves at most this often: a busy session does not write on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;
/**
 * When this process last moved each session's `lastSeenAt`. Concurrent requests of one session all read the stale
 * time before the first write lands; without this they would all queue an update of the same row at once.
 */
const lastSeenSent = new Map<string, number>();
const LAST_SEEN_TRACKED = 10_000;

export interface NewSession {
  accountId: string;
  userId: string;
  kind: SessionKind;
  method: SignInMethod;
  secondFactor: boolean;
  ttlSeconds: number;
  clientAddress?: string | null;
  userAgent?: string | null;
  now: Date;
}

/** Opens a session (a console sign-in or an API token) and marks the user's sign-in; answers its id. */
export async function openSession(db: DbOrTx, input: NewSession): Promise<string> {
  const [row] = await db
    .insert(userSessions)
    .values({
      accountId: input.accountId,
      userId: input.userId,
      kind: input.kind,
      method: input.method,
      secondFactor: input.secondFactor,
      clientAddress: input.clientAddress?.slice(0, 100) ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt: new Date(input.now.getTime() + input.ttlSeconds * 1000),
    })
    .returning({ id: userSessions.id });
  await db.update(users).set({ lastSignInAt: input.now }).where(eq(users.id, input.userId));
  return row.id;
}

export interface Member {
  role: Role;
  /**
   * The account requires two-factor authentication and this session was opened with a password alone: until the
   * member signs in with a code, only the routes that let them enrol answer (docs/api.md §4).
   */
  secondFactorMissing: boolean;
  /** The account's stored tier, read in the same lookup: the tier gates of this request need no query of their own. */
  tier: Tier;
  /** Who the member is, read in the same lookup: /auth/me answers from it without a query of its own. */
  profile: { email: string; name: string; accountName: string };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return db
    .select({
      role: users.role,
      status: users.status,
      revokedAt: userSessions.revokedAt,
      expiresAt: userSessions.expiresAt,
      lastSeenAt: userSessions.lastSeenAt,
      method: userSessions.method,
      secondFactor: userSessions.secondFactor,
      requireTwoFactor: accounts.requireTwoFactor,
      tier: accounts.tier,
      email: users.email,
      name: users.name,
      accountName: accounts.name,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        eq(userSessions.id, sql.placeholder("sessionId")),
        eq(userSessions.userId, sql.placeholder("userId")),
        eq(users.accountId, sql.placeholder("accountId")),
      ),
    )
    .limit(1)
    .prepare("load_member_session");
}

/**
 * The member behind a token or console session, checked on every request in one indexed lookup: the session is
 * live (not revoked, not expired) and the user active, so a revoked session or a deactivated member loses access at
 * once. Answers the member's current role, or undefined.
 */
export async function loadMember(db: Db, ids: { userId: string; accountId: string; sessionId: string }, now: Date): Promise<Member | undefined> {
  if (!isUuid(ids.sessionId) || !isUuid(ids.userId) || !isUuid(ids.accountId)) return undefined;
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute(ids);
  if (!row || row.status !== "active" || row.revokedAt || row.expiresAt <= now || !ROLES.includes(row.role)) return undefined;
  const sent = lastSeenSent.get(ids.sessionId);
  const stale = !row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS;
  if (stale && (sent === undefined || now.getTime() - sent > LAST_SEEN_RESOLUTION_MS)) {
    if (lastSeenSent.size >= LAST_SEEN_TRACKED) lastSeenSent.clear();
    lastSeenSent.set(ids.sessionId, now.getTime());
    db.update(userSessions)
      .set({ lastSeenAt: now })
      .where(eq(userSessions.id, ids.sessionId))
      .catch(() => {
        // Last-seen bookkeeping must never fail the request it describes.
      });
  }
  // Single sign-on counts as a second factor: the identity provider enforces its own.
  return {
    role: row.role,
    secondFactorMissing: row.requireTwoFactor && row.method === "password" && !row.secondFactor,
    tier: row.tier,
    profile: { email: row.email, name: row.name, accountName: row.accountName },
  };
}

/**
 * Ends every live session of a user, but `exceptSessionId` (sign-out elsewhere, password reset, an admin's sign-out).
 * Here, below the domains, so auth and members can both use it; answers how many ended.
 */
export async function revokeSessionsOf(db: DbOrTx, userId: string, now: Date, exceptSessionId?: string): Promise<number> {
  const revoked = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, now),
        exceptSessionId ? ne(userSessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: userSessions.id });
  return revoked.length;
}

/** A fresh API token of a member with a session of its own: for scripts, benchmarks and tests that sign someone in directly. */
export async function tokenFor(db: DbOrTx, userId: string, accountId: string, now = new Date(), options: { secondFactor?: boolean } = {}): Promise<string> {
  const sessionId = await openSession(db, {
    accountId,
    userId,
    kind: "token",
    method: "password",
    secondFactor: options.secondFactor ?? false,
    ttlSeconds: CUSTOMER_TOKEN_TTL_SECONDS,
    now,
  });
  return signCustomerToken(userId, accountId, sessionId, now);
}
