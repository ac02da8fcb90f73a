"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import type { AccountSecurityJson } from "@/lib/auth";
import { apiRequest, errorText } from "@/lib/client/api";

/** The admin's switch: every member must sign in with a second factor (or through single sign-on). */
export function RequireTwoFactorSwitch({ initial, ownSessionHasSecondFactor }: { initial: boolean; ownSessionHasSecondFactor: boolean }) {
  const router = useRouter();
  const [on, setOn] = useState(initial);
  const save = useMutation({
    mutationFn: (value: boolean) => apiRequest<AccountSecurityJson>("/api/v1/auth/security", { method: "PUT", body: { requireTwoFactor: value } }),
    onSuccess: (data) => {
      setOn(data.requireTwoFactor);
      router.refresh();
    },
  });
  function toggle() {
    const next = !on;
    const warning = next
      ? `Require two-factor authentication of every member? Members signed in with a password alone will only be able to set it up until ` +
        `they sign in again with a code.${ownSessionHasSecondFactor ? "" : " That includes you: this session has no second factor."}`
      : "Stop requiring two-factor authentication? Members may then turn it off.";
    if (window.confirm(warning)) save.mutate(next);
  }
  return (
    <Card title="Account policy">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm">
          <p id="require-2fa-label" className="font-medium text-slate-800">
            Require two-factor authentication
          </p>
          <p className="text-slate-600">Every member must sign in with an authenticator code, or through single sign-on.</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="require-2fa-label"
          disabled={save.isPending}
          onClick={toggle}
          className={
            `relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus:outline-none focus:ring-2 ` +
            `focus:ring-brand-500/40 disabled:opacity-60 ${on ? "bg-brand-600" : "bg-slate-300"}`
          }
        >
          <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-6" : "translate-x-1"}`} />
        </button>
      </div>
      {save.error && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {errorText(save.error)}
        </p>
      )}
    </Card>
  );
}
