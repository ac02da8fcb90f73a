"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { describeSsoError } from "@/lib/client/sso-errors";

/**
 * "Sign in with single sign-on": the e-mail picks the identity provider (the account that verified its domain).
 * The browser itself then follows the redirects to the provider and back: a navigation, not a form submission,
 * because the console's CSP (`form-action 'self'`) would stop a form's redirect to another origin.
 */
export function SsoSignIn() {
  const params = useSearchParams();
  const ssoError = describeSsoError(params.get("error"));
  const [open, setOpen] = useState(Boolean(ssoError));
  const callbackUrl = params.get("callbackUrl");
  const safeCallback = callbackUrl && callbackUrl.startsWith("/") && !callbackUrl.startsWith("//") ? callbackUrl : undefined;
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      {ssoError && (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {ssoError}
        </p>
      )}
      {open ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            const query = new URLSearchParams({ email: String(new FormData(event.currentTarget).get("email") ?? "").trim() });
            if (safeCallback) query.set("callbackUrl", safeCallback);
            // An API route that redirects to another origin, not a page: the router cannot take it.
            window.location.assign(new URL(`/api/v1/auth/sso/start?${query}`, window.location.origin).href);
          }}
        >
          <Field
            label="Work e-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            hint="We send you to your organisation's identity provider."
          />
          <Button type="submit" variant="secondary" className="w-full">
            Continue with single sign-on
          </Button>
        </form>
      ) : (
        <Button type="button" variant="secondary" className="w-full" onClick={() => setOpen(true)}>
          Sign in with single sign-on
        </Button>
      )}
    </div>
  );
}
