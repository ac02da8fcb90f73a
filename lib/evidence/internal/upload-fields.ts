import { ServiceError } from "@/lib/errors";
import { parseOrThrow } from "@/lib/http/validate";
import { uploadEvidenceFields, type UploadEvidenceFields } from "../schemas";

const EVIDENCE_FIELDS = ["title", "description", "controls", "collectedAt", "expiresAt", "effectiveFrom", "effectiveTo"] as const;

/**
 * The evidence item an upload's text fields describe, or null when it names none (a bare file upload).
 * Multipart fields are strings: `controls` is JSON, and an empty optional field counts as absent.
 */
export function evidenceFieldsOf(fields: Record<string, string>): UploadEvidenceFields | null {
  if (!EVIDENCE_FIELDS.some((name) => name in fields)) return null;
  const value: Record<string, unknown> = {};
  for (const name of EVIDENCE_FIELDS) {
    const text = fields[name];
    if (text === undefined || (text.trim() === "" && name !== "title" && name !== "controls")) continue;
    value[name] = text;
  }
  if (typeof value.controls === "string") {
    try {
      value.controls = JSON.parse(value.controls);
    } catch {
      throw ServiceError.validation([{ path: "controls", message: "Must be a JSON array of {framework, controlId}" }]);
    }
  }
  const parsed = parseOrThrow(uploadEvidenceFields, value);
  if (parsed.collectedAt && parsed.expiresAt && parsed.expiresAt <= parsed.collectedAt) {
    throw ServiceError.validation([{ path: "expiresAt", message: "Must be after collectedAt" }]);
  }
  if (parsed.effectiveFrom && parsed.effectiveTo && parsed.effectiveTo < parsed.effectiveFrom) {
    throw ServiceError.validation([{ path: "effectiveTo", message: "Must be on or after effectiveFrom" }]);
  }
  return parsed;
}

/** `evidenceFieldsOf` as an early check: the error instead of a throw. */
export function checkEvidenceFields(fields: Record<string, string>): ServiceError | undefined {
  try {
    evidenceFieldsOf(fields);
    return undefined;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
}
