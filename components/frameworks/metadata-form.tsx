"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { CustomFramework } from "@/lib/custom-frameworks";
import { CategorySelect } from "./category-select";
import { apiRequest as api, ApiError, errorText } from "@/lib/client/api";
import { CF } from "./api";
import { gated } from "@/components/ui/role";

/** Name, description, version and category: editable in draft and after publishing. */
function MetadataFormUngated({ framework, onSaved }: { framework: CustomFramework; onSaved: (fw: CustomFramework) => void }) {
  const [name, setName] = useState(framework.name);
  const [description, setDescription] = useState(framework.description ?? "");
  const [version, setVersion] = useState(framework.version ?? "");
  const [category, setCategory] = useState(framework.category ?? "");
  const save = useMutation({
    mutationFn: () =>
      api<CustomFramework>(`${CF}/${framework.id}`, {
        method: "PUT",
        body: { name, description: description.trim() ? description : null, version: version.trim() ? version : null, category: category || null },
      }),
    onSuccess: onSaved,
  });
  const nameError = save.error instanceof ApiError ? save.error.issues().find((i) => i.path === "name")?.message : undefined;
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} error={nameError} required />
      <Field label="Version" value={version} onChange={(e) => setVersion(e.target.value)} />
      <CategorySelect id="fw-category" value={category} onChange={setCategory} />
      <Field label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <div className="sm:col-span-2 flex items-center gap-3">
        <Button type="submit" variant="secondary" disabled={save.isPending || !name.trim()}>
          {save.isPending ? "Saving…" : "Save details"}
        </Button>
        {save.isSuccess && <span className="text-sm text-emerald-700">Saved.</span>}
        {save.isError && !nameError && (
          <p role="alert" className="text-sm text-red-600">
            {errorText(save.error)}
          </p>
        )}
      </div>
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const MetadataForm = gated("member", MetadataFormUngated);
