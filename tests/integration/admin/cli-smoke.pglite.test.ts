import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase } from "@/lib/db/embedded";

/** The real `npm run admin` (scripts/admin.ts under tsx) on a fresh embedded database of its own. */
const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cp-admin-cli-"));

function admin(args: string[], stdin = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  // The CLI picks its database itself: the embedded one in DATA_DIR, not the test's.
  delete env.DATABASE_URL;
  delete env.DB_POOL_MAX;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", ...args], { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// It opens its own PGlite, so nothing of it depends on the driver under test: it runs once, in the PGlite project (*.pglite.test.ts).
describe("scripts/admin.ts on an embedded DATA_DIR", () => {
  it("creates the first admin, lists it, sets its tier; refuses while another process owns the database", { timeout: 180_000 }, async () => {
    const created = await admin(["admin", "create", "--email", "first@example.com", "--name", "First Admin", "--company", "Self Hosted", "--json"]);
    expect(created.code, created.stderr).toBe(0);
    const admin1 = JSON.parse(created.stdout) as { accountId: string; email: string; password: string };
    expect(admin1).toMatchObject({ email: "first@example.com", password: expect.stringMatching(/^.{24}$/) });
    expect(fs.existsSync(`${path.join(dataDir, "pglite")}.lock`)).toBe(false);

    const tier = await admin(["tier", "set", "first@example.com", "business", "--json"], "");
    expect(tier.code, tier.stderr).toBe(0);
    const listed = await admin(["accounts", "list", "--json"]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout).accounts).toEqual([expect.objectContaining({ id: admin1.accountId, tier: "business", users: 1 })]);

    const bad = await admin(["tier", "set", "first@example.com", "platinum"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Unknown tier");

    // The launcher holds the directory the same way (lib/db/embedded.ts): the CLI must not open it too.
    const owner = await startEmbeddedDatabase(path.join(dataDir, "pglite"));
    try {
      const busy = await admin(["accounts", "list"]);
      expect(busy.code).toBe(3);
      expect(busy.stderr).toContain(`in use by the running server (process ${process.pid})`);
    } finally {
      await owner.stop();
    }
  });
});
