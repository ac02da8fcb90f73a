import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/api.md §4 "Who may change whose identity": the rule holds only if no other code writes `users.email`.
// A new path that changes an e-mail must go through changeMemberEmail (lib/auth/change-member-email.ts).
const ALLOWED = ["lib/auth/change-member-email.ts", "lib/auth/recover-email.ts"];

function* tsFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

describe("who writes a member's e-mail", () => {
  it("only the identity rule's two writers update users.email", () => {
    const writers: string[] = [];
    for (const root of ["lib", "app", "scripts"]) {
      for (const file of tsFiles(path.resolve(root))) {
        const text = fs.readFileSync(file, "utf8");
        if (/\.update\(users\)\s*\.set\(\{[^}]*\bemail\b/.test(text) || /update\s+users\s+set\s+[^;]*\bemail\s*=/i.test(text))
          writers.push(path.relative(process.cwd(), file));
      }
    }
    expect(writers.sort()).toEqual(ALLOWED);
  });
});
