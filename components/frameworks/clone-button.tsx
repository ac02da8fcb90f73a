"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { CustomFrameworkWithControls } from "@/lib/custom-frameworks";
import { apiRequest as api, errorText } from "@/lib/client/api";
import { CF } from "./api";
import { gated } from "@/components/ui/role";

/** Asks for a name, clones a built-in or custom framework into a new draft and opens it. */
function CloneButtonUngated({ sourceId, sourceName, variant = "secondary" }: { sourceId: string; sourceName: string; variant?: "primary" | "secondary" }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(`${sourceName} (copy)`);
  const inputId = useId();
  const clone = useMutation({
    mutationFn: () => api<CustomFrameworkWithControls>(`${CF}/${encodeURIComponent(sourceId)}/clone`, { body: { name } }),
    onSuccess: (fw) => router.push(`/frameworks/${fw.id}`),
  });
  if (!open) {
    return (
      <Button variant={variant} onClick={() => setOpen(true)}>
        Clone
      </Button>
    );
  }
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        clone.mutate();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Name of the copy
      </label>
      <input id={inputId} className={`${inputClass} w-56`} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      <Button type="submit" disabled={clone.isPending || !name.trim()}>
        {clone.isPending ? "Cloning…" : "Create copy"}
      </Button>
      <Button variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
      {clone.isError && (
        <p role="alert" className="w-full text-sm text-red-600">
          {errorText(clone.error)}
        </p>
      )}
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const CloneButton = gated("member", CloneButtonUngated);
