export type Changes = Record<string, { from: unknown; to: unknown }>;

/** The fields of a PATCH that change a row: what to set, and each change from → to for the audit trail. */
export function changedFields<R, K extends keyof R & string>(
  before: R,
  input: Partial<Record<K, unknown>>,
  fields: readonly K[],
): { set: Partial<R>; changes: Changes } {
  const set: Partial<R> = {};
  const changes: Changes = {};
  for (const field of fields) {
    const value = input[field];
    if (value === undefined || value === before[field]) continue;
    set[field] = value as R[K];
    changes[field] = { from: before[field], to: value };
  }
  return { set, changes };
}
