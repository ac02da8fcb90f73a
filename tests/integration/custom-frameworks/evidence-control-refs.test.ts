import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as createEvidence } from "@/app/api/v1/evidence/route";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addControlTo, BASE, createFramework, handlers as h } from "./routes";

// Evidence validates its control references through lib/custom-frameworks/internal/control-refs.ts (built-in catalog
// or the account's live custom framework): custom-frameworks ranks below evidence.
describe("evidence references to custom framework controls", () => {
  const link = (controls: { framework: string; controlId: string }[]) => ({ title: "Policy", url: "https://docs.example.com/p", controls });

  it("accepts a draft framework's labels beside built-in controls and names every bad reference", async () => {
    const a = await createAccount({ tier: "scale" });
    const other = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    expect((await addControlTo(a, fw.id, { control_id_label: "INT-1", title: "Internal one" })).status).toBe(201);
    const foreign = await createFramework(other);

    const ok = await call(createEvidence, {
      path: "/api/v1/evidence",
      token: a.token,
      body: link([
        { framework: fw.id, controlId: "INT-1" },
        { framework: "soc2", controlId: "CC6.1" },
      ]),
    });
    expect(ok.status).toBe(201);

    const bad = await call(createEvidence, {
      path: "/api/v1/evidence",
      token: a.token,
      body: link([
        { framework: fw.id, controlId: "INT-2" },
        { framework: foreign.id, controlId: "INT-1" },
        { framework: randomUUID(), controlId: "INT-1" },
      ]),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([
      { path: "controls.0.controlId", message: `${fw.id} has no control INT-2` },
      { path: "controls.1.framework", message: `Unknown framework ${foreign.id}` },
      { path: "controls.2.framework", message: expect.stringContaining("Unknown framework") },
    ]);
  });

  it("no longer accepts a deleted framework's controls", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    await addControlTo(a, fw.id, { control_id_label: "INT-1", title: "Internal one" });
    const removed = await call(h.remove, { path: `${BASE}/${fw.id}`, token: a.token, params: { id: fw.id }, method: "DELETE" });
    expect(removed.status).toBe(200);
    const res = await call(createEvidence, { path: "/api/v1/evidence", token: a.token, body: link([{ framework: fw.id, controlId: "INT-1" }]) });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ path: "controls.0.framework", message: `Unknown framework ${fw.id}` }]);
  });
});
