"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SecretReveal } from "@/components/ui/secret-reveal";
import { apiFetch, errorText } from "@/lib/client/api";

/**
 * A row's "Rotate" button: after a confirmation, POSTs `url` (the rotate route) and shows the successor's secret this
 * once in the same dialog; the list refreshes when the dialog closes, so the old row (now revoked) is not pulled from
 * under the secret.
 */
export function RotateSecretButton<T extends { name: string }>({
  url,
  name,
  consequence,
  secret,
  testId,
}: {
  url: string;
  name: string;
  consequence: string;
  secret: (created: T) => string;
  testId: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({ mutationFn: () => apiFetch<{ data: T }>(url, { method: "POST" }) });
  const created = mutation.data?.data;
  const close = () => {
    setOpen(false);
    if (created) router.refresh();
    mutation.reset();
  };
  return (
    <>
      <Button variant="secondary" aria-label={`Rotate ${name}`} onClick={() => setOpen(true)}>
        Rotate
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Rotate “${name}”`}
        error={mutation.error ? errorText(mutation.error) : null}
        actions={
          created ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <>
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button onClick={() => mutation.mutate()} disabled={mutation.isPending}>
                {mutation.isPending ? "Rotating…" : "Rotate"}
              </Button>
            </>
          )
        }
      >
        {created ? (
          <SecretReveal notice={`“${created.name}” has a new secret. Copy it now: it will not be shown again.`} value={secret(created)} testId={testId} />
        ) : (
          <p className="text-sm text-slate-700">A new secret replaces this one, with the same name{consequence}</p>
        )}
      </Dialog>
    </>
  );
}
