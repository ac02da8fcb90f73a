"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { errorText } from "@/lib/client/api";

/**
 * A dialog whose content is a form sent through `mutation` (useFormMutation): Cancel and the submit button at its foot,
 * the API's field errors (`fieldErrors`) or its message above them. `onDone` hears the answer.
 */
export function FormDialog<T>({
  mutation,
  fieldErrors,
  open,
  onClose,
  onDone,
  title,
  description,
  width,
  submitLabel,
  pendingLabel,
  children,
}: {
  mutation: UseMutationResult<T, Error, FormData>;
  fieldErrors: Record<string, string>;
  open: boolean;
  onClose: () => void;
  onDone: (answer: T) => void;
  title: string;
  description?: React.ReactNode;
  width?: "lg" | "2xl";
  submitLabel: string;
  pendingLabel: string;
  children: React.ReactNode;
}) {
  const fields = useRef<HTMLDivElement>(null);
  const problems = Object.values(fieldErrors);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      width={width}
      noValidate
      onSubmit={() => {
        const form = fields.current?.closest("form");
        if (form) mutation.mutate(new FormData(form), { onSuccess: onDone });
      }}
      error={mutation.error ? (problems.length > 0 ? problems.join("; ") : errorText(mutation.error)) : undefined}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? pendingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <div ref={fields}>{children}</div>
    </Dialog>
  );
}
