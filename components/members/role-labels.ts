import type { ConsoleRole } from "@/components/ui/role";

export const ROLE_OPTIONS: { value: ConsoleRole; label: string; help: string }[] = [
  { value: "viewer", label: "Viewer", help: "reads everything, changes nothing" },
  { value: "member", label: "Member", help: "compliance work: audits, evidence, documents, frameworks, monitoring, integrations" },
  { value: "admin", label: "Admin", help: "also billing, members, single sign-on and API keys" },
  { value: "owner", label: "Owner", help: "everything, including ownership and deleting the account" },
];

export const roleLabel = (role: string) => ROLE_OPTIONS.find((o) => o.value === role)?.label ?? role;
