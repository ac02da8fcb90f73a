"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { ApiError, apiRequest } from "@/lib/client/api";

export const inputClass = "mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";

/** A form that POSTs its fields to `path`, then clears itself and refreshes the page; field errors inline. */
export function useCreateForm(path: string) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (body: Record<string, string>) => apiRequest(path, { body }),
    onSuccess: () => {
      formRef.current?.reset();
      router.refresh();
    },
    onError: (e) => setErrors(e instanceof ApiError ? e.fieldErrors() : {}),
  });
  const submit = (body: Record<string, string>) => {
    setErrors({});
    create.mutate(body);
  };
  return { formRef, errors, create, submit };
}
