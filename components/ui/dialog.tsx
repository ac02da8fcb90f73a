"use client";

import { useEffect, useId, useRef } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";

const WIDTHS = { lg: "max-w-lg", "2xl": "max-w-2xl", "4xl": "max-w-4xl" } as const;

/**
 * The console's one modal: a native <dialog> (focus trapped, Escape closes) named by its title. `open` drives it and
 * `onClose` hears every way it closes. Its content is mounted only while it is open, so a form in it starts afresh.
 * With `onSubmit` the content is a form (Enter submits); `error` is shown above the `actions`, the buttons at its foot.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  width = "lg",
  onSubmit,
  noValidate,
  error,
  actions,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  width?: keyof typeof WIDTHS;
  onSubmit?: () => void;
  /** The form shows the server's field errors itself instead of the browser's. */
  noValidate?: boolean;
  error?: React.ReactNode;
  actions: React.ReactNode;
  children?: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const content = (
    <>
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
      </div>
      {children}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">{actions}</div>
    </>
  );
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-2rem)] ${WIDTHS[width]} rounded-lg p-0 shadow-xl backdrop:bg-slate-900/40`}
    >
      {open &&
        (onSubmit ? (
          <form
            className="space-y-4 p-6"
            noValidate={noValidate}
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {content}
          </form>
        ) : (
          <div className="space-y-4 p-6">{content}</div>
        ))}
    </dialog>
  );
}

/** A question before an action that cannot be taken back: Cancel, or the action (danger unless said otherwise). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  variant = "danger",
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: string | null;
  variant?: ButtonVariant;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      error={error}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={variant} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-sm text-slate-700">{children}</div>
    </Dialog>
  );
}
