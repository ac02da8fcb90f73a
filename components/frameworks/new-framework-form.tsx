"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { CustomFramework } from "@/lib/custom-frameworks";
import { CategorySelect } from "./category-select";
import { apiRequest as api, ApiError, errorText } from "@/lib/client/api";
import { CF } from "./api";
import { gated } from "@/components/ui/role";

/** Creates an empty draft and opens it in the builder. */
function NewFrameworkFormUngated() {
  const router = useRouter();
  const [name, setName] = useState("");
  const [version, setVersion] = useState("");
  const [category, setCategory] = useState("");
  const [description, setDescription] = useState("");
  const create = useMutation({
    mutationFn: () =>
      api<CustomFramework>(CF, {
        body: { name, ...(version.trim() ? { version } : {}), ...(category ? { category } : {}), ...(description.trim() ? { description } : {}) },
      }),
    onSuccess: (fw) => router.push(`/frameworks/${fw.id}`),
  });
  const fieldError = (path: string) => (create.error instanceof ApiError ? create.error.issues().find((i) => i.path === path)?.message : undefined);
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate();
      }}
    >
      <Field label="Name" name="name" required value={name} onChange={(e) => setName(e.target.value)} error={fieldError("name")} />
      <Field label="Version" name="version" placeholder="1.0" value={version} onChange={(e) => setVersion(e.target.value)} />
      <CategorySelect id="new-fw-category" value={category} onChange={setCategory} />
      <Field label="Description" name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <div className="sm:col-span-2 flex items-center gap-3">
        <Button type="submit" disabled={create.isPending || !name.trim()}>
          {create.isPending ? "Creating…" : "Create framework"}
        </Button>
        {create.isError && !fieldError("name") && (
          <p role="alert" className="text-sm text-red-600">
            {errorText(create.error)}
          </p>
        )}
      </div>
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const NewFrameworkForm = gated("member", NewFrameworkFormUngated);
