"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { ApiError, apiRequest } from "@/lib/client/api";

export const inputClass = "mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";

/**
 * A form that POSTs its fields to `path` (or the `to` of one submit: one form may reach a single and a bulk route),
 * then clears itself and refreshes the page; field errors inline.
 */
export function useCreateForm(path: string) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: ({ body, to }: { body: Record<string, unknown>; to: string }) => apiRequest(to, { body }),
    onSuccess: () => {
      formRef.current?.reset();
      router.refresh();
    },
    onError: (e) => setErrors(e instanceof ApiError ? e.fieldErrors() : {}),
  });
  const submit = (body: Record<string, unknown>, to = path) => {
    setErrors({});
    create.mutate({ body, to });
  };
  return { formRef, errors, create, submit };
}
