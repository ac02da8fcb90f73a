"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { ApiError } from "@/lib/client/api";

/** A form's mutation that refreshes the page when it succeeds, with the API's errors by field name. */
export function useFormMutation<TData, TVars = void>(mutationFn: (vars: TVars) => Promise<TData>) {
  const router = useRouter();
  const mutation = useMutation({ mutationFn, onSuccess: () => router.refresh() });
  const fieldErrors: Record<string, string> = mutation.error instanceof ApiError ? mutation.error.fieldErrors() : {};
  return { mutation, fieldErrors };
}

/** An onSubmit handler that stops the browser's own submission and hands over the form's values. */
export function onFormSubmit(handle: (form: FormData) => void) {
  return (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    handle(new FormData(event.currentTarget));
  };
}
