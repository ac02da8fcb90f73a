/**
 * Every date in every documented query is parsed strictly, once (lib/schemas/query-date.ts): a date that is not on
 * the calendar (month 13, 30 February) is 400 validation_failed naming the parameter, never a 500 nor a silent roll
 * into March. The table is checked against the route specs, so a new date parameter must join it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as exportTrail } from "@/app/api/v1/events/export/route";
import { GET as listTrail } from "@/app/api/v1/events/route";
import { GET as listResults } from "@/app/api/v1/monitoring/results/route";
import { GET as scoreHistory } from "@/app/api/v1/monitoring/score-history/route";
import { routeGroups } from "@/lib/openapi/domains";
import { isQueryDate } from "@/lib/schemas";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";

type Handler = Parameters<typeof call>[0];

/** Every route that takes a date in its query, with its date parameters. */
const ROUTES: Record<string, { handler: Handler; params: string[] }> = {
  "GET /api/v1/events": { handler: listTrail, params: ["from", "to"] },
  "GET /api/v1/events/export": { handler: exportTrail, params: ["from", "to"] },
  "GET /api/v1/monitoring/results": { handler: listResults, params: ["from", "to"] },
  "GET /api/v1/monitoring/score-history": { handler: scoreHistory, params: ["from", "to"] },
};

/** Query parameters named like dates that hold something else: coverage's `from`/`to` are framework ids. */
const NOT_DATES = new Set(["GET /api/v1/coverage from", "GET /api/v1/coverage to", "GET /api/v1/coverage/controls from", "GET /api/v1/coverage/controls to"]);
const DATE_LIKE = /^(from|to|since|until|before|after|date|day)$|_(at|on|date|from|to)$|[a-z](At|On|Date|From|To)$/;

function queryShape(schema: z.ZodType): Record<string, z.ZodType> {
  let s: z.ZodType = schema;
  while (s instanceof z.ZodPipe) s = s.in as z.ZodType;
  return s instanceof z.ZodObject ? (s.shape as Record<string, z.ZodType>) : {};
}

const BAD = [
  "2026-13-45",
  "2026-02-30",
  "2026-02-29",
  "2026-00-10",
  "2026-04-31",
  "2026-12-31T25:00:00Z",
  "2026-02-30T10:00:00Z",
  "2026-12-31T09:00:00",
  "2026-12-31T09:00:00+25:00",
  "31/12/2026",
  "yesterday",
  "2026-1-5",
];
const GOOD = ["2024-02-29", "2026-12-31", "2026-12-31T09:00:00Z", "2026-12-31T09:00:00.123+02:00"];

let owner: TestAccount;
beforeAll(async () => {
  owner = await createAccount({ tier: "enterprise" });
});

describe("dates in queries", () => {
  it("the table names every date parameter of every documented query, and each is a queryDate", () => {
    const found: string[] = [];
    for (const spec of routeGroups.flat()) {
      if (!spec.query) continue;
      for (const [name, schema] of Object.entries(queryShape(spec.query))) {
        const id = `${spec.method} ${spec.path}`;
        if (isQueryDate(schema)) found.push(`${id} ${name}`);
        else if (DATE_LIKE.test(name) && !NOT_DATES.has(`${id} ${name}`))
          throw new Error(`${id}: query parameter ${name} looks like a date but is not parsed by queryDate (lib/schemas)`);
      }
    }
    expect(found.sort()).toEqual(
      Object.entries(ROUTES)
        .flatMap(([id, r]) => r.params.map((p) => `${id} ${p}`))
        .sort(),
    );
  });

  const cases = Object.entries(ROUTES).flatMap(([id, r]) => r.params.map((param) => ({ id, param, handler: r.handler })));
  it.each(cases)("$id refuses a date off the calendar in $param with 400 naming it, and takes real ones", async ({ id, param, handler }) => {
    const path = id.split(" ")[1];
    for (const value of BAD) {
      const res = await call(handler, { path: `${path}?${new URLSearchParams({ [param]: value })}`, token: owner.token });
      expect(res.status, `${param}=${value}: ${res.text}`).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.details).toEqual([{ path: param, message: expect.stringContaining(`${param} must be a real date`) }]);
    }
    // Every date parameter of the route wrong at once: checks across them (from before to) never see unparsed text.
    const allBad = Object.fromEntries(ROUTES[id].params.map((p) => [p, "!"]));
    const together = await call(handler, { path: `${path}?${new URLSearchParams(allBad)}`, token: owner.token });
    expect(together.status, together.text).toBe(400);
    expect(together.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([...ROUTES[id].params].sort());
    for (const value of GOOD) {
      const res = await call(handler, { path: `${path}?${new URLSearchParams({ [param]: value })}`, token: owner.token });
      expect(res.status, `${param}=${value}: ${res.text}`).toBe(200);
    }
  });
});
