import { describe, expect, it } from "vitest";
import { POST as createIncident } from "@/app/api/v1/incidents/route";
import { call } from "../../helpers/http";
import { businessAccount } from "../audits/helpers";
import { auditFor2026, routes } from "./helpers";

const body = (extra: Record<string, unknown> = {}) => ({
  control_id: "CC7.4",
  name: "Incidents 2026",
  kind: "incidents",
  frequency: "monthly",
  source: "register",
  ...extra,
});

describe("a population read from the incident register", () => {
  it("takes the incidents detected in the audit's period, oldest first, with their handling", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    for (const [title, detectedAt] of [
      ["Lost laptop", "2026-03-04T10:00:00Z"],
      ["Before the period", "2025-12-30T10:00:00Z"],
      ["Phishing", "2026-01-15T08:00:00Z"],
    ]) {
      const res = await call(createIncident, {
        path: "/api/v1/incidents",
        token: account.token,
        body: { title, severity: "sev3", detectedAt, ownerUserId: account.userId },
      });
      expect(res.status, res.text).toBe(201);
    }
    const res = await routes.create(account.token, audit.id, body());
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ source: "register", source_detail: "Incident register", kind: "incidents", row_count: 2 });
    const rows = await routes.rows({ token: account.token }, audit.id, res.body.data.id, "");
    expect(rows.body.data.map((r: { key: string }) => r.key)).toEqual(["INC-3", "INC-1"]);
    expect(rows.body.data[0]).toMatchObject({
      occurred_at: "2026-01-15T08:00:00.000Z",
      owner_email: account.email,
      data: { title: "Phishing", severity: "sev3", status: "open" },
    });
  });

  it("refuses a kind the product keeps no register of (new hires and terminations are the people roster's), and rows given beside it", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const wrongKind = await routes.create(account.token, audit.id, body({ kind: "changes" }));
    expect([wrongKind.status, wrongKind.body.error.details[0].path]).toEqual([400, "kind"]);
    const withRows = await routes.create(account.token, audit.id, body({ rows: [{ key: "x" }] }));
    expect([withRows.status, withRows.body.error.details[0].path]).toEqual([400, "source"]);
  });
});
