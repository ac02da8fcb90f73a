import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { call } from "../../helpers/http";
import { createAccount } from "../../helpers/accounts";

describe("auth: register, token, me", () => {
  it("registers on the free tier and the returned token works on /me", async () => {
    const res = await call(register, {
      path: "/api/v1/auth/register",
      body: { email: "  Alice@Example.COM ", password: "a-very-long-password", name: " Alice ", company: "Acme" },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.user).toMatchObject({ email: "alice@example.com", name: "Alice" });
    expect(res.body.data.account).toMatchObject({ name: "Acme", tier: "free" });
    expect(res.body.data).toMatchObject({ tokenType: "Bearer", expiresIn: 3600 });
    expect(res.body.data.user).not.toHaveProperty("passwordHash");

    const profile = await call(me, { path: "/api/v1/auth/me", token: res.body.data.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.body.data.account.id).toBe(res.body.data.account.id);
  });

  it("refuses a taken e-mail with 409 and changes nothing", async () => {
    const first = await createAccount();
    const res = await call(register, {
      path: "/api/v1/auth/register",
      body: { email: first.email.toUpperCase(), password: "another-long-password", name: "B", company: "B" },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("email_taken");
    const login = await call(token, { path: "/api/v1/auth/token", body: { email: first.email, password: first.password } });
    expect(login.status).toBe(200);
  });

  it("reports every invalid field at once with its path", async () => {
    const res = await call(register, {
      path: "/api/v1/auth/register",
      body: { email: "not-an-email", password: "short", name: "   ", extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    const paths = res.body.error.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(["", "company", "email", "name", "password"]);
  });

  it("answers invalid_json and unsupported_media_type", async () => {
    const bad = await call(register, { path: "/api/v1/auth/register", body: "{nope", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_json");
    const form = await call(register, { path: "/api/v1/auth/register", body: "email=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe("unsupported_media_type");
  });

  it("answers 413 for a body over 1 MiB", async () => {
    const res = await call(register, {
      path: "/api/v1/auth/register",
      body: { email: "a@b.co", password: "x".repeat(2 * 1024 * 1024), name: "n", company: "c" },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload_too_large");
  });

  it("gives the same 401 for an unknown e-mail and a wrong password", async () => {
    const account = await createAccount();
    const wrong = await call(token, { path: "/api/v1/auth/token", body: { email: account.email, password: "wrong-password!!" } });
    const unknown = await call(token, { path: "/api/v1/auth/token", body: { email: "nobody@example.com", password: "wrong-password!!" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe("invalid_credentials");
    const malformed = await call(token, { path: "/api/v1/auth/token", body: { email: "not-an-email", password: "x".repeat(300) } });
    expect(malformed.status).toBe(401);
    expect(malformed.body).toEqual(unknown.body);
    const missing = await call(token, { path: "/api/v1/auth/token", body: { email: account.email } });
    expect(missing.status).toBe(400);
  });

  it("rejects missing, malformed, tampered and foreign-key tokens with 401", async () => {
    const account = await createAccount();
    expect((await call(me, { path: "/api/v1/auth/me" })).status).toBe(401);
    expect((await call(me, { path: "/api/v1/auth/me", headers: { authorization: "Basic abc" } })).status).toBe(401);
    const tampered = account.token.slice(0, -2) + (account.token.endsWith("A") ? "BB" : "AA");
    expect((await call(me, { path: "/api/v1/auth/me", token: tampered })).status).toBe(401);
    const { SignJWT } = await import("jose");
    const foreign = await new SignJWT({ acc: account.accountId, scope: "customer" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(account.userId)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-entirely-0123456789"));
    expect((await call(me, { path: "/api/v1/auth/me", token: foreign })).status).toBe(401);
    const expired = await new SignJWT({ acc: account.accountId, scope: "customer" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(account.userId)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(process.env.AUTH_SECRET!));
    const res = await call(me, { path: "/api/v1/auth/me", token: expired });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: { code: "unauthorized" } });
  });

  it("echoes a valid X-Request-Id and makes one otherwise", async () => {
    const echoed = await call(me, { path: "/api/v1/auth/me", headers: { "x-request-id": "trace-123" } });
    expect(echoed.headers.get("x-request-id")).toBe("trace-123");
    const fresh = await call(me, { path: "/api/v1/auth/me", headers: { "x-request-id": "bad id with spaces" } });
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
