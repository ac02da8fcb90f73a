/**
 * The one rule for an uploaded file's name (docs/api.md §7). The name is shown and offered back on download, never used
 * as a path (files are stored under their id), but a name that is empty, only dots, holds a path, or hides characters
 * a person cannot see is refused rather than silently changed, so what the organisation and the auditor see is what
 * was sent.
 */
export const MAX_FILE_NAME_LENGTH = 255;

// C0 and C1 controls, and the bidirectional overrides that make "fdp.exe" look like "exe.pdf".
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const NO_FILE_NAME = "A `file` part with a file name is required.";

/** Why `name` cannot be a file's name, in words for the 400 answer; undefined when it can. */
export function fileNameProblem(name: string | undefined): string | undefined {
  if (name === undefined || name.trim() === "") return NO_FILE_NAME;
  if (name.length > MAX_FILE_NAME_LENGTH) return `The file name is longer than ${MAX_FILE_NAME_LENGTH} characters.`;
  if (/[/\\]/.test(name)) return "The file name contains a path separator (/ or \\); send the name alone.";
  if (INVISIBLE.test(name)) return "The file name contains control characters.";
  if (/^[.\s]+$/.test(name)) return "The file name is only dots.";
  return undefined;
}
