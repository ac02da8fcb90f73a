import type { z } from "zod";
import { ServiceError, type ValidationIssue } from "@/lib/errors";

/** Formats every zod issue as `{ path, message }` (path like `controls.3.title`), all at once. */
export function issuesOf(error: z.ZodError, prefix?: string): ValidationIssue[] {
  return error.issues.map((issue) => {
    const parts = [...(prefix ? [prefix] : []), ...issue.path.map((p) => String(p))];
    let message = issue.message;
    if (issue.code === "unrecognized_keys") {
      return { path: [...parts].join("."), message: `Unknown field(s): ${issue.keys.join(", ")}` };
    }
    if (issue.code === "invalid_type" && message.includes("received undefined")) message = "Required";
    else message = plainMessage(issue);
    return { path: parts.join("."), message };
  });
}

const NOUNS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
};
const FORMATS: Record<string, string> = {
  url: "Enter a full web address (https://…)",
  email: "Enter an e-mail address",
  datetime: "Enter a date and time (ISO 8601, UTC, e.g. 2026-11-25T09:00:00Z)",
  date: "Enter a date (YYYY-MM-DD)",
  uuid: "Not a valid id",
};

/**
 * zod's default wording names types ("expected array to have >=1 items"); the console shows these
 * messages as they are, so defaults become plain words. Messages a schema chose itself stay.
 */
function plainMessage(issue: z.core.$ZodIssue): string {
  const m = issue.message;
  switch (issue.code) {
    case "invalid_type":
      return m.startsWith("Invalid input") ? `Must be ${NOUNS[issue.expected] ?? issue.expected}` : m;
    case "too_small":
    case "too_big": {
      if (!/^Too (small|big): expected/.test(m)) return m;
      const n = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
      const least = issue.code === "too_small" ? "at least" : "at most";
      if (issue.origin === "string") return issue.code === "too_small" && n === 1 ? "Required" : `Use ${least} ${n} character${n === 1 ? "" : "s"}`;
      if (issue.origin === "array" || issue.origin === "set") return issue.code === "too_small" && n === 1 ? "Choose at least one" : `Choose ${least} ${n}`;
      return `Must be ${issue.code === "too_small" ? (issue.inclusive ? "at least" : "more than") : issue.inclusive ? "at most" : "less than"} ${n}`;
    }
    case "invalid_value":
      return m.startsWith("Invalid option") || m.startsWith("Invalid input") ? `Choose one of: ${issue.values.map(String).join(", ")}` : m;
    case "invalid_format":
      return m.startsWith("Invalid ") ? (FORMATS[issue.format] ?? "Not in the expected format") : m;
    default:
      return m;
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw ServiceError.validation(issuesOf(result.error, prefix));
  return result.data;
}
