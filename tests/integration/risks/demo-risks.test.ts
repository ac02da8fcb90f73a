import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/db/accounts";
import { tokenFor } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { DEMO_EMAIL, seedDemo } from "@/lib/demo/seed-demo";
import { assessments, riskMatrix, risks } from "./helpers";

describe("the demo's risk register", () => {
  it("holds twelve library risks, most treated, one accepted, and one signed assessment", async () => {
    await seedDemo();
    const [owner] = await getDb().select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.email, DEMO_EMAIL));
    const token = await tokenFor(getDb(), owner.id, owner.accountId);
    const list = await risks(token, "?limit=50");
    expect(list.status, list.text).toBe(200);
    const items = list.body.data as { reference: string; libraryId: string; status: string; owner: unknown; openTasks: number }[];
    expect(items).toHaveLength(12);
    expect(items.every((r) => r.libraryId && r.owner)).toBe(true);
    expect(items.find((r) => r.reference === "R-3")?.libraryId).toBe("stolen-credentials");
    expect(items.find((r) => r.reference === "R-7")?.libraryId).toBe("backup-failure");
    expect(items.filter((r) => r.status === "treating")).toHaveLength(6);
    expect(items.filter((r) => r.status === "accepted")).toHaveLength(1);
    const matrix = await riskMatrix(token);
    expect(matrix.body.data.total).toBe(12);
    const signed = await assessments(token, "?status=signed");
    expect(signed.body.data).toHaveLength(1);
    expect(signed.body.data[0]).toMatchObject({ riskCount: 12, signedBy: { id: owner.id } });
  });
});
