import { createHmac } from "node:crypto";
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signAuditorToken, signCustomerToken, verifyToken } from "@/lib/credentials/jwt";

const secret = () => process.env.AUTH_SECRET!;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
const signWith = (key: string, header: unknown, payload: unknown) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
};

describe("JWT", () => {
  it("issues standard HS256 tokens that an independent library verifies", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const token = await signCustomerToken("user-1", "acct-1", "sess-1", now);
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "JWT" });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret()), { currentDate: now });
    expect(payload).toMatchObject({
      sub: "user-1",
      acc: "acct-1",
      sid: "sess-1",
      scope: "customer",
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 3600,
    });
    expect(await verifyToken(token, now)).toEqual({ sub: "user-1", acc: "acct-1", sid: "sess-1", scope: "customer" });
  });

  it("reads auditor tokens with their audit", async () => {
    const token = await signAuditorToken("inv-1", "audit-1", "acct-1");
    expect(decodeJwt(token).exp! - decodeJwt(token).iat!).toBe(7 * 24 * 3600);
    expect(await verifyToken(token)).toEqual({ sub: "inv-1", aud_id: "audit-1", acc: "acct-1", scope: "auditor" });
  });

  it("accepts HS256 tokens of other libraries whatever their header spelling", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const claims = { sub: "u", acc: "a", sid: "s", scope: "customer", exp: now.getTime() / 1000 + 60 };
    const key = new TextEncoder().encode(secret());
    const joseToken = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(key);
    expect(await verifyToken(joseToken, now)).toEqual({ sub: "u", acc: "a", sid: "s", scope: "customer" });
    expect(await verifyToken(signWith(secret(), { typ: "JWT", alg: "HS256" }, claims), now)).toEqual({ sub: "u", acc: "a", sid: "s", scope: "customer" });
    // A customer token from before sessions (no `sid`) is no longer accepted.
    expect(
      await verifyToken(signWith(secret(), { typ: "JWT", alg: "HS256" }, { sub: "u", acc: "a", scope: "customer", exp: now.getTime() / 1000 + 60 }), now),
    ).toBeUndefined();
    expect(await verifyToken(signWith(secret(), { alg: "HS256", crit: ["x"], x: 1 }, claims), now)).toBeUndefined();
    expect(await verifyToken(signWith(secret(), { alg: "HS256", typ: "at+jwt" }, claims), now)).toBeUndefined();
  });

  it("refuses expired, tampered, foreign, unsigned and malformed tokens", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const token = await signCustomerToken("user-1", "acct-1", "sess-1", now);
    expect(await verifyToken(token, new Date(now.getTime() + 3600_000))).toBeUndefined();
    const [h, p, s] = token.split(".");
    const forged = b64({ ...decodeJwt(token), acc: "acct-2" });
    expect(await verifyToken(`${h}.${forged}.${s}`, now)).toBeUndefined();
    expect(await verifyToken(`${h}.${p}.${s.slice(0, -2)}`, now)).toBeUndefined();
    expect(await verifyToken(`${h}.${p}.`, now)).toBeUndefined();
    const claims = { sub: "u", acc: "a", sid: "s", scope: "customer", exp: now.getTime() / 1000 + 60 };
    expect(await verifyToken(signWith("another-secret-entirely-0123456789", { alg: "HS256", typ: "JWT" }, claims), now)).toBeUndefined();
    expect(await verifyToken(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`, now)).toBeUndefined();
    expect(await verifyToken(signWith(secret(), { alg: "HS512", typ: "JWT" }, claims), now)).toBeUndefined();
    expect(await verifyToken(signWith(secret(), { alg: "HS256", typ: "JWT" }, { ...claims, exp: undefined }), now)).toBeUndefined();
    expect(await verifyToken(signWith(secret(), { alg: "HS256", typ: "JWT" }, { ...claims, scope: "admin" }), now)).toBeUndefined();
    expect(await verifyToken(signWith(secret(), { alg: "HS256", typ: "JWT" }, { ...claims, nbf: now.getTime() / 1000 + 60 }), now)).toBeUndefined();
    expect(await verifyToken(signWith(secret(), { alg: "HS256", typ: "JWT" }, { ...claims, sid: undefined }), now)).toBeUndefined();
    expect(await verifyToken(signWith(secret(), { alg: "HS256", typ: "JWT" }, claims), now)).toEqual({ sub: "u", acc: "a", sid: "s", scope: "customer" });
    for (const junk of ["", "a.b", "a.b.c.d", "!!.??.**", `${h}.${Buffer.from("not json").toString("base64url")}.${s}`]) {
      expect(await verifyToken(junk, now)).toBeUndefined();
    }
  });
});
