"use server";

import { consoleContext } from "@/lib/auth/console-context";
import type { ValidationReport } from "@/lib/documents/analyze";
import { generateDocuments } from "@/lib/documents/generate-bulk";
import { generateDocument } from "@/lib/documents/generate-document";
import { bulkBody, generateBody, validateBody } from "@/lib/documents/schemas";
import { validateDocument } from "@/lib/documents/validate-document";
import { isServiceError, type ValidationIssue } from "@/lib/errors";
import { issuesOf } from "@/lib/http/validate";

export type ActionResult<T> = { ok: true; data: T } | { ok: false; code: string; message: string; issues: ValidationIssue[] };

async function run<T>(fn: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await fn() };
  } catch (error) {
    if (isServiceError(error)) {
      const issues = error.code === "validation_failed" && Array.isArray(error.details) ? (error.details as ValidationIssue[]) : [];
      return { ok: false, code: error.code, message: error.message, issues };
    }
    throw error;
  }
}

/** The console's generate form: the same service as the API, for the signed-in user's account. */
export async function generateFromConsole(input: unknown): Promise<ActionResult<{ id: string }>> {
  const ctx = await consoleContext();
  const parsed = generateBody.safeParse(input);
  if (!parsed.success) return { ok: false, code: "validation_failed", message: "The form is not valid.", issues: issuesOf(parsed.error) };
  return run(async () => ({ id: (await generateDocument(ctx, parsed.data)).id }));
}

export async function validateFromConsole(input: unknown): Promise<ActionResult<ValidationReport>> {
  const ctx = await consoleContext();
  const parsed = validateBody.safeParse(input);
  if (!parsed.success) return { ok: false, code: "validation_failed", message: "The form is not valid.", issues: issuesOf(parsed.error) };
  return run(() => validateDocument(ctx, parsed.data));
}

export interface BulkSummary {
  documents: { id: string; title: string; templateId: string }[];
  errors: { templateId: string; message: string; issues: ValidationIssue[] }[];
}

/** The console's "full set for a framework" form. */
export async function bulkFromConsole(input: unknown): Promise<ActionResult<BulkSummary>> {
  const ctx = await consoleContext();
  const parsed = bulkBody.safeParse(input);
  if (!parsed.success) return { ok: false, code: "validation_failed", message: "The form is not valid.", issues: issuesOf(parsed.error) };
  return run(async () => {
    const result = await generateDocuments(ctx, parsed.data);
    return {
      documents: result.documents.map((d) => ({ id: d.id, title: d.title, templateId: d.templateId })),
      errors: result.errors.map((e) => ({
        templateId: e.templateId,
        message: e.error.message,
        issues: Array.isArray(e.error.details) ? (e.error.details as ValidationIssue[]) : [],
      })),
    };
  });
}
