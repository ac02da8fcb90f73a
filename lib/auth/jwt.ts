import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { config } from "@/lib/config";

export const CUSTOMER_TOKEN_TTL_SECONDS = 60 * 60;
export const AUDITOR_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

let cachedKey: { secret: string; key: Promise<CryptoKey> } | undefined;
/** Imported once: handing jose raw bytes would re-import the HMAC key on every verification. */
function signingKey(): Promise<CryptoKey> {
  const secret = config.authSecret;
  if (cachedKey?.secret !== secret) {
    const key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    cachedKey = { secret, key };
  }
  return cachedKey.key;
}

export interface CustomerClaims {
  sub: string;
  acc: string;
  scope: "customer";
}

export interface AuditorClaims {
  sub: string;
  aud_id: string;
  acc: string;
  scope: "auditor";
}

export async function signCustomerToken(userId: string, accountId: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ acc: accountId, scope: "customer" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + CUSTOMER_TOKEN_TTL_SECONDS)
    .sign(await signingKey());
}

export async function signAuditorToken(invitationId: string, auditId: string, accountId: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ aud_id: auditId, acc: accountId, scope: "auditor" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(invitationId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + AUDITOR_TOKEN_TTL_SECONDS)
    .sign(await signingKey());
}

/** Verifies signature, algorithm and expiry; answers undefined for any bad token. */
export async function verifyToken(token: string): Promise<CustomerClaims | AuditorClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.acc !== "string") return undefined;
    if (payload.scope === "customer") return { sub: payload.sub, acc: payload.acc, scope: "customer" };
    if (payload.scope === "auditor" && typeof payload.aud_id === "string") {
      return { sub: payload.sub, acc: payload.acc, aud_id: payload.aud_id, scope: "auditor" };
    }
    return undefined;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}
