import { attributeError, describeError } from "../define-test";
import type { AttributeError } from "../types";

/** The AWS error code (the SDK names its exceptions after it), or undefined for a plain Error. */
export function awsCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return error.name && error.name !== "Error" ? error.name : undefined;
}

/** "AccessDenied: User … is not authorized to perform: s3:GetEncryptionConfiguration … (HTTP 403)". */
export function awsReason(error: unknown): string {
  const code = awsCode(error);
  const text = describeError(error);
  return code && !text.startsWith(code) ? `${code}: ${text}` : text;
}

export function unreadable(error: unknown): AttributeError {
  return attributeError(awsReason(error));
}

/** Runs one read; a failure becomes that attribute's AttributeError, unless the sync was aborted. */
export async function readOr<T>(signal: AbortSignal, read: () => Promise<T>): Promise<T | AttributeError> {
  try {
    return await read();
  } catch (error) {
    if (signal.aborted) throw error;
    return unreadable(error);
  }
}
