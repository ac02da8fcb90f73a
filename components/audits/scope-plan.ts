import type { AuditControlJson } from "@/lib/audits";

export type ScopeControl = Pick<AuditControlJson, "control_id" | "title" | "category" | "in_scope" | "scope_reason">;
export interface ScopeChoice {
  in: boolean;
  reason: string;
}
export interface ScopeState {
  categories: Record<string, ScopeChoice>;
  controls: Record<string, ScopeChoice>;
}

/** Categories in framework order, each with its controls. */
export function byCategory(controls: ScopeControl[]): [string, ScopeControl[]][] {
  const groups = new Map<string, ScopeControl[]>();
  for (const c of controls) groups.set(c.category, [...(groups.get(c.category) ?? []), c]);
  return [...groups];
}

/**
 * The editor's starting point: a category counts as excluded when every control of it is out for one shared reason
 * (what excluding the category did); anything else is edited control by control.
 */
export function initialScope(controls: ScopeControl[]): ScopeState {
  const categories: Record<string, ScopeChoice> = {};
  for (const [category, list] of byCategory(controls)) {
    const reasons = new Set(list.map((c) => (c.in_scope ? null : c.scope_reason)));
    const [only] = [...reasons];
    categories[category] = reasons.size === 1 && only ? { in: false, reason: only } : { in: true, reason: "" };
  }
  const controlsState = Object.fromEntries(controls.map((c) => [c.control_id, { in: c.in_scope, reason: c.scope_reason ?? "" }]));
  return { categories, controls: controlsState };
}

type Entry = { in_scope: boolean; reason?: string };
const entry = (choice: ScopeChoice): Entry => (choice.in ? { in_scope: true } : { in_scope: false, reason: choice.reason.trim() });
const same = (a: ScopeChoice, b: ScopeChoice) => a.in === b.in && (a.in || a.reason.trim() === b.reason.trim());

/**
 * The `PUT /audits/{id}/scope` body that turns `controls` into `state` (docs/api.md §8): changed categories first,
 * then every control whose wanted state differs from what its category entry leaves it in. Null: nothing changed.
 */
export function scopeRequest(controls: ScopeControl[], state: ScopeState) {
  const start = initialScope(controls);
  const categories: ({ category: string } & Entry)[] = [];
  const controlEntries: ({ control_id: string } & Entry)[] = [];
  for (const [category, list] of byCategory(controls)) {
    const wanted = state.categories[category];
    const changed = !same(wanted, start.categories[category]);
    if (changed) categories.push({ category, ...entry(wanted) });
    for (const c of list) {
      const want = wanted.in ? state.controls[c.control_id] : wanted;
      const after = changed ? wanted : { in: c.in_scope, reason: c.scope_reason ?? "" };
      if (!same(want, after)) controlEntries.push({ control_id: c.control_id, ...entry(want) });
    }
  }
  if (categories.length + controlEntries.length === 0) return null;
  return { ...(categories.length ? { categories } : {}), ...(controlEntries.length ? { controls: controlEntries } : {}) };
}
