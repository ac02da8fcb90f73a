import { expect, it } from "vitest";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { GET as list } from "@/app/api/v1/incidents/route";
import { GET as timeline } from "@/app/api/v1/incidents/[id]/timeline/route";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from "@/lib/demo/seed-demo";
import { call } from "../../helpers/http";

it("gives the demo a closed, reviewed incident and a breach whose 72-hour clock is running", async () => {
  await seedDemo();
  const login = await call(token, { path: "/api/v1/auth/token", body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const bearer = login.body.data.accessToken;
  const incidents = (await call(list, { path: "/api/v1/incidents", token: bearer })).body.data;
  const [breach, phishing] = incidents;
  expect(phishing).toMatchObject({ reference: "INC-1", status: "closed", review: { completedAt: expect.any(String) }, actions: { open: 1, done: 1 } });
  expect(breach).toMatchObject({ reference: "INC-2", status: "investigating", notification: { gdpr: { state: "due" } } });
  const entries = await call(timeline, { path: `/api/v1/incidents/${phishing.id}/timeline`, params: { id: phishing.id }, token: bearer });
  expect(entries.body.data.length).toBeGreaterThanOrEqual(8);
});
