import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";

export const CUSTOMER_TOKEN_TTL_SECONDS = 60 * 60;
export const AUDITOR_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * HS256 JWTs (RFC 7519) with node:crypto. Every API request verifies one: a synchronous HMAC costs
 * a few microseconds, where jose's WebCrypto verify measured about 70 µs of CPU here plus a
 * thread-pool round trip. Verification accepts HS256 only (no `alg` negotiation, no `none`); any
 * header spelling of it is fine, since other HS256 libraries signing with AUTH_SECRET may order or
 * omit `typ` differently. tests/unit/credentials/jwt.test.ts checks the tokens against jose.
 */
const HEADER = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

export interface CustomerClaims {
  sub: string;
  acc: string;
  /** The session the token belongs to (db/members.ts userSessions): revoking it ends the token. */
  sid: string;
  scope: "customer";
}

export interface AuditorClaims {
  sub: string;
  aud_id: string;
  acc: string;
  scope: "auditor";
}

function b64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

function mac(input: string): Buffer {
  return createHmac("sha256", config.authSecret).update(input).digest();
}

function sign(claims: Record<string, unknown>, now: Date, ttlSeconds: number): string {
  const iat = Math.floor(now.getTime() / 1000);
  const body = `${HEADER}.${b64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }))}`;
  return `${body}.${mac(body).toString("base64url")}`;
}

export async function signCustomerToken(userId: string, accountId: string, sessionId: string, now = new Date()): Promise<string> {
  return sign({ acc: accountId, scope: "customer", sid: sessionId, sub: userId }, now, CUSTOMER_TOKEN_TTL_SECONDS);
}

export async function signAuditorToken(invitationId: string, auditId: string, accountId: string, now = new Date()): Promise<string> {
  return sign({ aud_id: auditId, acc: accountId, scope: "auditor", sub: invitationId }, now, AUDITOR_TOKEN_TTL_SECONDS);
}

const B64URL = /^[A-Za-z0-9_-]+$/;

function isHs256Header(encoded: string): boolean {
  if (encoded === HEADER) return true;
  if (!B64URL.test(encoded)) return false;
  try {
    const header = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    return (
      typeof header === "object" && header !== null && header.alg === "HS256" && (header.typ === undefined || header.typ === "JWT") && header.crit === undefined
    );
  } catch {
    return false;
  }
}

/** Verifies signature, algorithm and expiry; answers undefined for any bad token. */
export async function verifyToken(token: string, now = new Date()): Promise<CustomerClaims | AuditorClaims | undefined> {
  const parts = token.split(".");
  if (parts.length !== 3 || !isHs256Header(parts[0]) || !B64URL.test(parts[1]) || !B64URL.test(parts[2])) return undefined;
  const given = Buffer.from(parts[2], "base64url");
  const expected = mac(`${parts[0]}.${parts[1]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof payload !== "object" || payload === null) return undefined;
  const seconds = now.getTime() / 1000;
  if (typeof payload.exp !== "number" || payload.exp <= seconds) return undefined;
  if (payload.nbf !== undefined && (typeof payload.nbf !== "number" || payload.nbf > seconds)) return undefined;
  if (typeof payload.sub !== "string" || typeof payload.acc !== "string") return undefined;
  // A customer token without a session (issued before sessions existed) is no longer accepted.
  if (payload.scope === "customer")
    return typeof payload.sid === "string" ? { sub: payload.sub, acc: payload.acc, sid: payload.sid, scope: "customer" } : undefined;
  if (payload.scope === "auditor" && typeof payload.aud_id === "string") {
    return { sub: payload.sub, acc: payload.acc, aud_id: payload.aud_id, scope: "auditor" };
  }
  return undefined;
}
