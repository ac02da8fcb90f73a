/** The scopes a key may have (docs/api.md §4), with what each reaches. */
export const SCOPES = [
  { value: "documents", label: "Documents", help: "generate, validate and read policy documents (what keys always did)" },
  { value: "read_only", label: "Read-only", help: "every read of the API, as a viewer; no changes" },
  { value: "full", label: "Full", help: "everything a member may do (not billing, members, SSO or keys)" },
] as const;

export const scopeLabel = (scope: string) => SCOPES.find((s) => s.value === scope)?.label ?? scope;
