import { describe, expect, it } from "vitest";
import { POST as acceptHandler } from "@/app/api/v1/auditor/accept-invitation/route";
import { POST as switchHandler } from "@/app/api/v1/auditor/audits/[id]/switch/route";
import { POST as signOutHandler } from "@/app/api/v1/auditor/sign-out/route";
import { businessAccount, call, createAudit, expectError, invite, startAudit } from "./helpers";

// The auditor portal signs a browser in and out through these answers' Set-Cookie (no server actions).
describe("the auditor portal's cookie", () => {
  it("is set by accept-invitation and switch, and cleared by sign-out", async () => {
    const email = `portal-${Math.random().toString(36).slice(2)}@firm.test`;
    const account = await businessAccount();
    const first = await createAudit(account, { title: "First" });
    const second = await createAudit(account, { title: "Second" });
    await startAudit(first.id);
    await startAudit(second.id);
    const { token: link } = await invite(account, first.id, email);
    await invite(account, second.id, email);

    const accepted = await call(acceptHandler, { path: "/api/v1/auditor/accept-invitation", body: { token: link }, headers: { host: "localhost:3000" } });
    expect(accepted.status, accepted.text).toBe(200);
    const jwt = accepted.body.data.token as string;
    // Plain http on localhost is a secure context: the cookie is Secure there.
    expect(accepted.headers.get("set-cookie")).toBe(`cp_auditor=${jwt}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure`);

    const switched = await call(switchHandler, {
      path: `/api/v1/auditor/audits/${second.id}/switch`,
      params: { id: second.id },
      headers: { cookie: `cp_auditor=${jwt}`, host: "audit.example", "x-forwarded-proto": "https" },
    });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.headers.get("set-cookie")).toBe(`cp_auditor=${switched.body.data.token}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure`);

    const out = await call(signOutHandler, {
      path: "/api/v1/auditor/sign-out",
      method: "POST",
      headers: { cookie: `cp_auditor=${switched.body.data.token}`, host: "audit.example" },
    });
    expect(out.status, out.text).toBe(200);
    expect(out.body.data).toEqual({ signed_out: true });
    // Plain http on another host: not Secure, or the browser would drop it.
    expect(out.headers.get("set-cookie")).toBe("cp_auditor=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  });

  it("sign-out needs the auditor's credential, and refuses a cross-site cookie write", async () => {
    expectError(await call(signOutHandler, { path: "/api/v1/auditor/sign-out", method: "POST" }), 401, "unauthorized");
    const account = await businessAccount();
    const audit = await createAudit(account);
    await startAudit(audit.id);
    const { token: link } = await invite(account, audit.id);
    const jwt = (await call(acceptHandler, { path: "/api/v1/auditor/accept-invitation", body: { token: link } })).body.data.token as string;
    expectError(
      await call(signOutHandler, {
        path: "/api/v1/auditor/sign-out",
        method: "POST",
        headers: { cookie: `cp_auditor=${jwt}`, origin: "https://evil.example" },
      }),
      403,
      "forbidden",
    );
  });
});
