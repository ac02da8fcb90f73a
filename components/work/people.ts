import type { PersonJson } from "@/lib/work";

/** "Name (e-mail)" of a member among `people`, or a fallback for someone no longer active. */
export function personName(people: PersonJson[], id: string | null | undefined): string | null {
  if (!id) return null;
  const p = people.find((x) => x.id === id);
  return p ? p.name || p.email : "A former member";
}

/** The date part of an ISO instant, for <input type="date">. */
export function dateInputValue(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : "";
}

export function isOverdue(iso: string | null | undefined, now = new Date()): boolean {
  return !!iso && new Date(iso) < now;
}
