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
    return { path: parts.join("."), message };
  });
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw ServiceError.validation(issuesOf(result.error, prefix));
  return result.data;
}
