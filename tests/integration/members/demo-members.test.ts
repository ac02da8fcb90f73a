import { describe, expect, it } from "vitest";
import { GET as listInvitations } from "@/app/api/v1/members/invitations/route";
import { GET as listMembers } from "@/app/api/v1/members/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from "@/lib/demo/seed-demo";
import { call } from "../../helpers/http";

const signIn = async (email: string) => call(token, { path: "/api/v1/auth/token", body: { email, password: DEMO_PASSWORD } });

describe("demo members", () => {
  it("gives the demo account a member of each role, all with the demo password, and one pending invitation", async () => {
    await seedDemo();
    await seedDemo();
    const owner = await signIn(DEMO_EMAIL);
    const auth = { token: owner.body.data.accessToken as string };
    const members = await call(listMembers, { path: "/api/v1/members", ...auth });
    const byEmail = Object.fromEntries((members.body.data as { email: string; role: string; name: string }[]).map((m) => [m.email, m]));
    expect(byEmail).toMatchObject({
      [DEMO_EMAIL]: { role: "owner" },
      "priya.admin@example.com": { role: "admin", name: "Priya Natarajan" },
      "sam.engineer@example.com": { role: "member", name: "Sam Okafor" },
      "jordan.viewer@example.com": { role: "viewer", name: "Jordan Lee" },
    });
    expect(members.body.data).toHaveLength(4);
    for (const email of ["priya.admin@example.com", "sam.engineer@example.com", "jordan.viewer@example.com"]) expect((await signIn(email)).status).toBe(200);
    const invitations = await call(listInvitations, { path: "/api/v1/members/invitations", ...auth });
    expect(invitations.body.data).toEqual([expect.objectContaining({ email: "new.hire@example.com", role: "member", status: "pending" })]);
  });
});
