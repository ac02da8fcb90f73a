import { expect, it } from "vitest";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { GET as listPeople } from "@/app/api/v1/people/route";
import { GET as coverage } from "@/app/api/v1/policy-acceptance/coverage/route";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from "@/lib/demo/seed-demo";
import { call } from "../../helpers/http";

it("gives the demo 25 people from its CSV and five policies to accept, about 80% accepted", async () => {
  await seedDemo();
  const login = await call(token, { path: "/api/v1/auth/token", body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const bearer = login.body.data.accessToken;
  const people = (await call(listPeople, { path: "/api/v1/people?limit=200", token: bearer })).body.data as {
    email: string;
    status: string;
    member: unknown;
  }[];
  expect(people).toHaveLength(25);
  expect(people.filter((p) => p.status === "former")).toHaveLength(2);
  expect(people.find((p) => p.email === DEMO_EMAIL)!.member).not.toBeNull();
  const cov = (await call(coverage, { path: "/api/v1/policy-acceptance/coverage", token: bearer })).body.data;
  expect(cov.documents).toHaveLength(5);
  expect(cov.overall.percent).toBeGreaterThanOrEqual(70);
  expect(cov.overall.percent).toBeLessThanOrEqual(90);
  const pending = (await call(listPeople, { path: "/api/v1/people?policies=pending&limit=200", token: bearer })).body.data;
  expect(pending.length).toBeGreaterThan(0);
});
