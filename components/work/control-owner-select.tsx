"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest, errorText } from "@/lib/client/api";
import type { PersonJson } from "@/lib/work";
import { personName } from "./people";

/** A control's owner: a select that saves on change for members and above, plain text for viewers. */
export function ControlOwnerSelect({
  frameworkId,
  controlId,
  ownerId,
  people,
  canEdit,
}: {
  frameworkId: string;
  controlId: string;
  ownerId: string | null;
  people: PersonJson[];
  canEdit: boolean;
}) {
  const [value, setValue] = useState(ownerId ?? "");
  const save = useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/api/v1/frameworks/${encodeURIComponent(frameworkId)}/controls/${encodeURIComponent(controlId)}/owner`, {
        method: "PUT",
        body: { user_id: userId || null },
      }),
  });
  if (!canEdit) return <span className="text-xs text-slate-600">{personName(people, ownerId) ?? "—"}</span>;
  return (
    <div>
      <label className="sr-only" htmlFor={`owner-${controlId}`}>
        Owner of {controlId}
      </label>
      <select
        id={`owner-${controlId}`}
        value={value}
        disabled={save.isPending}
        onChange={(e) => {
          const next = e.currentTarget.value;
          const previous = value;
          setValue(next);
          save.mutate(next, { onError: () => setValue(previous) });
        }}
        className="w-40 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs"
      >
        <option value="">No owner</option>
        {people.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name || p.email}
          </option>
        ))}
      </select>
      {save.error && (
        <p className="mt-1 text-xs text-red-600" role="alert">
          {errorText(save.error)}
        </p>
      )}
    </div>
  );
}
