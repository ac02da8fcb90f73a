"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { useRole } from "@/components/ui/role";
import { type Role } from "@/lib/vocabulary";
import { apiFetch, errorText } from "@/lib/client/api";
import type { MemberJson } from "@/lib/members";
import { ROLE_OPTIONS, roleLabel } from "./role-labels";

type Revoked = { revokedCredentials?: { type: "api_key" | "scim_token"; name: string }[] };

type Action = { kind: "update"; body: { role?: Role; active?: boolean } } | { kind: "remove" } | { kind: "transfer" };

/**
 * What the signed-in member may do to another (docs/api.md §4): admins change roles, deactivate, re-activate and
 * remove; only an owner touches the owner role or hands ownership on; nobody acts on themselves here.
 */
export function MemberActions({ member, selfId }: { member: Pick<MemberJson, "id" | "name" | "email" | "role" | "status">; selfId: string }) {
  const router = useRouter();
  const role = useRole();
  const mutation = useMutation({
    mutationFn: (action: Action) => {
      if (action.kind === "remove") return apiFetch<{ data: Revoked }>(`/api/v1/members/${member.id}`, { method: "DELETE" });
      if (action.kind === "transfer") return apiFetch<{ data: Revoked }>("/api/v1/members/transfer-ownership", { method: "POST", json: { userId: member.id } });
      return apiFetch<{ data: Revoked }>(`/api/v1/members/${member.id}`, { method: "PUT", json: action.body });
    },
    onSuccess: (answer) => {
      // Their API keys and SCIM tokens ended with their place as admin (docs/api.md §4): say which, and where to rotate them.
      const revoked = answer.data.revokedCredentials ?? [];
      if (revoked.length > 0) {
        const names = revoked.map((c) => `${c.type === "api_key" ? "API key" : "SCIM token"} “${c.name}”`).join(", ");
        window.alert(`Revoked with ${member.name}'s access: ${names}. Rotate the ones still in use on the API keys and Provisioning (SCIM) pages.`);
      }
      router.refresh();
    },
  });
  const isOwner = role === "owner";
  const mayManage = member.id !== selfId && (isOwner || (role === "admin" && member.role !== "owner"));
  if (!mayManage) return null;
  // An admin's API keys and SCIM tokens end when they are removed, deactivated or made a member or viewer.
  const endsSecrets = member.role === "admin" || member.role === "owner" ? " Any API keys and SCIM tokens they created stop working." : "";
  const confirmThen = (question: string, action: Action) => {
    if (window.confirm(question)) mutation.mutate(action);
  };
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {mutation.error && (
        <span role="alert" className="text-xs text-red-600">
          {errorText(mutation.error)}
        </span>
      )}
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        Role of {member.name}
      </label>
      <select
        id={`role-${member.id}`}
        value={member.role}
        disabled={mutation.isPending}
        className={`${inputClass.replace("w-full", "w-auto")} py-1`}
        onChange={(event) => {
          const next = event.target.value as Role;
          const demotes = next === "member" || next === "viewer" ? endsSecrets : "";
          confirmThen(`Make ${member.name} ${roleLabel(next).toLowerCase()}?${demotes}`, { kind: "update", body: { role: next } });
        }}
      >
        {ROLE_OPTIONS.filter((o) => isOwner || o.value !== "owner").map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {member.status === "active" ? (
        <Button
          variant="secondary"
          disabled={mutation.isPending}
          onClick={() =>
            confirmThen(`Deactivate ${member.name}? They are signed out at once and cannot sign in until re-activated.${endsSecrets}`, {
              kind: "update",
              body: { active: false },
            })
          }
        >
          Deactivate
        </Button>
      ) : (
        <Button variant="secondary" disabled={mutation.isPending} onClick={() => mutation.mutate({ kind: "update", body: { active: true } })}>
          Re-activate
        </Button>
      )}
      {isOwner && member.status === "active" && member.role !== "owner" && (
        <Button
          variant="secondary"
          disabled={mutation.isPending}
          onClick={() => confirmThen(`Hand ownership to ${member.name}? They become the owner and you an admin.`, { kind: "transfer" })}
        >
          Transfer ownership
        </Button>
      )}
      <Button
        variant="danger"
        aria-label={`Remove ${member.name}`}
        disabled={mutation.isPending}
        onClick={() => confirmThen(`Remove ${member.name} from the account? Their work stays.${endsSecrets}`, { kind: "remove" })}
      >
        Remove
      </Button>
    </div>
  );
}
