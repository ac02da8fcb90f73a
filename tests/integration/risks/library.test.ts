import { describe, expect, it } from "vitest";
import { team } from "../../helpers/team";
import { addFromLibrary, library, risks } from "./helpers";

describe("the risk library", () => {
  it("lists at least 40 risks with their SOC 2, ISO/IEC 27001 and crosswalked controls; a member adds several in one step", async () => {
    const t = await team();
    const all = await library(t.viewer.token, "?limit=200");
    expect(all.status, all.text).toBe(200);
    const entries = all.body.data as { id: string; controls: { framework: string; title: string | null }[]; crosswalked: unknown[]; inRegister: boolean }[];
    expect(entries.length).toBeGreaterThanOrEqual(40);
    for (const e of entries) {
      expect(e.controls.some((c) => c.framework === "soc2")).toBe(true);
      expect(e.controls.some((c) => c.framework === "iso27001")).toBe(true);
      expect(e.controls.every((c) => c.title !== null)).toBe(true);
    }
    expect(entries.filter((e) => e.crosswalked.length > 0).length).toBeGreaterThan(30);
    expect((await library(t.viewer.token, "?category=vendor")).body.data.every((e: { category: string }) => e.category === "vendor")).toBe(true);
    expect((await library(t.viewer.token, "?q=ransomware")).body.data.map((e: { id: string }) => e.id)).toEqual(["ransomware"]);

    expect((await addFromLibrary(t.viewer.token, { ids: ["ransomware"] })).status).toBe(403);
    const unknown = await addFromLibrary(t.member.token, { ids: ["ransomware", "no-such-risk"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([{ path: "ids.1", message: "No library risk no-such-risk" }]);

    const added = await addFromLibrary(t.member.token, { ids: ["stolen-credentials", "public-bucket", "ransomware"], ownerId: t.admin.userId });
    expect(added.status, added.text).toBe(201);
    expect(added.body.data.added).toHaveLength(3);
    expect(added.body.data.added[0]).toMatchObject({
      reference: "R-1",
      title: "Account takeover with stolen or phished credentials",
      status: "assessed",
      treatment: "mitigate",
      libraryId: "stolen-credentials",
      owner: { name: "Ada Admin" },
      inherentScore: 16,
      controls: expect.arrayContaining([
        { framework: "soc2", controlId: "CC6.1" },
        { framework: "iso27001", controlId: "A.5.17" },
      ]),
    });
    const again = await addFromLibrary(t.member.token, { ids: ["ransomware", "vendor-breach"] });
    expect(again.body.data.added.map((r: { libraryId: string }) => r.libraryId)).toEqual(["vendor-breach"]);
    expect(again.body.data.skipped).toEqual([{ id: "ransomware", reason: "Already in the register" }]);
    expect((await risks(t.viewer.token)).body.data).toHaveLength(4);
    const marked = (await library(t.viewer.token, "?limit=200")).body.data as { id: string; inRegister: boolean }[];
    expect(
      marked
        .filter((e) => e.inRegister)
        .map((e) => e.id)
        .sort(),
    ).toEqual(["public-bucket", "ransomware", "stolen-credentials", "vendor-breach"]);
  });
});
