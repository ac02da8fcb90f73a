import { labelOf } from "@/lib/format/labels";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from "@/lib/vocabulary";

/** The roles with their words and what each adds, lowest first, for the invite and role forms. */
export const ROLE_OPTIONS: { value: Role; label: string; help: string }[] = ROLES.map((value) => ({
  value,
  label: ROLE_LABELS[value],
  help: ROLE_DESCRIPTIONS[value],
}));

export const roleLabel = (role: string) => labelOf(ROLE_LABELS, role);
