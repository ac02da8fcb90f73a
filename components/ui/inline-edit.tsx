"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { errorText } from "@/lib/client/api";
import { formatDate } from "@/lib/format/date-time";

/** A summary that turns into a small form: `save` runs `mutationFn`, then closes the form and refreshes the page. */
export function useInlineEdit(mutationFn: () => Promise<unknown>) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const save = useMutation({
    mutationFn,
    onSuccess: () => {
      setEditing(false);
      router.refresh();
    },
  });
  return { editing, setEditing, save };
}

/** "Owner: Sam · Due 3 Mar 2026 (overdue) Edit": who holds the item, its due date, and the edit link. */
export function DueSummary({
  who,
  dueAt,
  overdue,
  canEdit,
  editText,
  onEdit,
}: {
  who: string;
  dueAt: Parameters<typeof formatDate>[0];
  overdue: boolean;
  canEdit: boolean;
  editText: string;
  onEdit: () => void;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span>{who}</span>
      {dueAt && (
        <span className={overdue ? "font-semibold text-red-700" : ""}>
          · Due {formatDate(dueAt)}
          {overdue ? " (overdue)" : ""}
        </span>
      )}
      {canEdit && (
        <button type="button" className="text-brand-700 underline" onClick={onEdit}>
          {editText}
        </button>
      )}
    </p>
  );
}

/** The labelled "Due date" date input. */
export function DueDateInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <label htmlFor={id} className="text-xs text-slate-700">
      Due date
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} className={`${inputClass} mt-1`} />
    </label>
  );
}

/** The form's Save and Cancel buttons. */
export function SaveCancel({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <>
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : "Save"}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </>
  );
}

/** The save's error, if any. */
export function SaveError({ error, className = "" }: { error: Error | null; className?: string }) {
  if (!error) return null;
  return (
    <p className={`${className} text-xs text-red-600`.trim()} role="alert">
      {errorText(error)}
    </p>
  );
}
