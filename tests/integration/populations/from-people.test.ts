import { describe, expect, it } from "vitest";
import { businessAccount, expectError } from "../audits/helpers";
import { createPerson, importPeople } from "../people/routes";
import { auditFor2026, routes } from "./helpers";

const body = (kind: string, extra: Record<string, unknown> = {}) => ({
  control_id: "CC6.2",
  name: `Roster ${kind}`,
  kind,
  frequency: "weekly",
  source: "register",
  ...extra,
});

describe("a population from the people roster", () => {
  it("takes the people who started in the period as new hires and the former people who left in it as terminations", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const csv = [
      "name,email,department,manager_email,start_date,end_date,status",
      "Boss,boss@example.com,Ops,,2020-01-01,,active",
      "March Hire,march@example.com,Ops,boss@example.com,2026-03-02,,active",
      "January Hire,jan@example.com,Ops,,2026-01-05,2026-07-31,former",
      "Next Year,next@example.com,Ops,,2027-01-04,,inactive",
      "Old Leaver,old@example.com,Ops,,2019-01-01,2025-12-31,former",
    ].join("\n");
    expect((await importPeople(account.token, csv)).status).toBe(200);
    const hires = await routes.create(account.token, audit.id, body("new_hires"));
    expect(hires.status, hires.text).toBe(201);
    expect(hires.body.data).toMatchObject({ source: "register", source_detail: "People", row_count: 2 });
    const rows = await routes.rows({ token: account.token }, audit.id, hires.body.data.id);
    expect(rows.body.data.map((r: { key: string; occurred_at: string }) => [r.key, r.occurred_at])).toEqual([
      ["jan@example.com", "2026-01-05T00:00:00.000Z"],
      ["march@example.com", "2026-03-02T00:00:00.000Z"],
    ]);
    expect(rows.body.data[1].owner_email).toBe("boss@example.com");

    const leavers = await routes.create(account.token, audit.id, body("terminations"));
    expect(leavers.status, leavers.text).toBe(201);
    const leaverRows = await routes.rows({ token: account.token }, audit.id, leavers.body.data.id);
    expect(leaverRows.body.data.map((r: { key: string }) => r.key)).toEqual(["jan@example.com"]);

    // Another account's roster is not this one's.
    const other = await businessAccount("Other Co");
    await createPerson(other.token, { name: "Elsewhere", email: "else@example.com", startDate: "2026-02-02" });
    const otherAudit = await auditFor2026(other);
    const theirs = await routes.create(other.token, otherAudit.id, body("new_hires"));
    expect(theirs.body.data.row_count).toBe(1);

    expectError(await routes.create(account.token, audit.id, body("changes")), 400, "validation_failed");
    expectError(await routes.create(account.token, audit.id, body("new_hires", { rows: [] })), 400, "validation_failed");
  });
});
