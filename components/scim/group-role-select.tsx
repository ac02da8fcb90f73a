"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { ROLE_OPTIONS } from "@/components/members/role-labels";
import { inputClass } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/api";
import type { ScimGroupMappingJson } from "@/lib/scim";
import { GRANTABLE_ROLES } from "@/lib/vocabulary";

/** Roles a group may grant: never owner (docs/api.md "SCIM"). */
const GROUP_ROLE_OPTIONS = ROLE_OPTIONS.filter((option) => (GRANTABLE_ROLES as readonly string[]).includes(option.value));

export function GroupRoleSelect({ group }: { group: ScimGroupMappingJson }) {
  const router = useRouter();
  const id = useId();
  const mutation = useMutation({
    mutationFn: (role: string | null) => apiFetch(`/api/v1/scim/groups/${group.id}`, { method: "PUT", json: { role } }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Role for {group.displayName}
      </label>
      <select
        id={id}
        className={inputClass}
        defaultValue={group.role ?? ""}
        disabled={mutation.isPending}
        onChange={(event) => mutation.mutate(event.target.value || null)}
      >
        <option value="">No role (members keep theirs)</option>
        {GROUP_ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {mutation.error && (
        <span role="alert" className="text-xs text-red-600">
          {mutation.error.message}
        </span>
      )}
    </div>
  );
}
