import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, errorText, fieldLabel } from "@/lib/client/api";
import { issuesOf } from "@/lib/http/validate";
import { matchControls } from "@/components/ui/control-search";

const schema = z.strictObject({
  title: z.string().min(1),
  controls: z.array(z.object({ framework: z.string(), controlId: z.string() })).min(1),
  tags: z.array(z.string()).max(2).optional(),
  priority: z.enum(["low", "high"]),
  url: z.url(),
  at: z.iso.datetime(),
  named: z.string().min(3, "Give it a longer name"),
});

const messages = (value: unknown) => Object.fromEntries(issuesOf(schema.safeParse(value).error!).map((i) => [i.path, i.message]));

describe("validation messages (issue 13)", () => {
  it("say what to do in plain words, without type names", () => {
    const m = messages({ title: "", controls: [], tags: ["a", "b", "c"], priority: "mid", url: "nope", at: "2026", named: "x" });
    expect(m).toEqual({
      title: "Required",
      controls: "Choose at least one",
      tags: "Choose at most 2",
      priority: "Choose one of: low, high",
      url: "Enter a full web address (https://…)",
      at: "Enter a date and time (ISO 8601, UTC, e.g. 2026-11-25T09:00:00Z)",
      named: "Give it a longer name",
    });
    for (const text of Object.values(messages({ controls: "x", tags: "y", at: 3 }))) expect(text).not.toMatch(/expected|string\[\]|received/);
  });

  it("keep Required and the unknown-field wording", () => {
    const m = messages({ extra: 1 });
    expect(m.title).toBe("Required");
    expect(m[""]).toBe("Unknown field(s): extra");
  });

  it("reach the console under the field's name, not its path", () => {
    expect(fieldLabel("controls.0.controlId")).toBe("Controls");
    expect(fieldLabel("expiresAt")).toBe("Expires at");
    expect(fieldLabel("control_id")).toBe("Control id");
    const error = new ApiError(400, "validation_failed", "Invalid", [
      { path: "controls.0.controlId", message: "Unknown control" },
      { path: "controls.1.controlId", message: "Unknown control" },
      { path: "", message: "Unknown field(s): x" },
    ]);
    expect(errorText(error)).toBe("Controls: Unknown control; Unknown field(s): x");
  });
});

describe("control search", () => {
  const controls = [
    { controlId: "CC6.1", title: "Logical access security" },
    { controlId: "CC6.2", title: "User registration and authorization" },
    { controlId: "A.5.18", title: "Access rights" },
  ];
  it("matches id and title, ignoring case, every word", () => {
    expect(matchControls(controls, "cc6").map((c) => c.controlId)).toEqual(["CC6.1", "CC6.2"]);
    expect(matchControls(controls, "ACCESS").map((c) => c.controlId)).toEqual(["CC6.1", "A.5.18"]);
    expect(matchControls(controls, "access rights").map((c) => c.controlId)).toEqual(["A.5.18"]);
    expect(matchControls(controls, "  ")).toHaveLength(3);
  });
});
