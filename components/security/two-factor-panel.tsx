"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import type { RecoveryCodesJson, TwoFactorEnabledJson, TwoFactorSetupJson, TwoFactorStatusJson } from "@/lib/auth";
import { apiRequest, errorText } from "@/lib/client/api";
import { RecoveryCodes } from "./recovery-codes";

const STATUS_KEY = ["auth", "two-factor"];

export function TwoFactorPanel({ initial }: { initial: TwoFactorStatusJson }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => apiRequest<TwoFactorStatusJson>("/api/v1/auth/two-factor"), initialData: initial }).data;
  const [enrolment, setEnrolment] = useState<TwoFactorSetupJson>();
  const [codes, setCodes] = useState<string[]>();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    router.refresh();
  };

  const setup = useMutation({ mutationFn: () => apiRequest<TwoFactorSetupJson>("/api/v1/auth/two-factor/setup", { method: "POST" }), onSuccess: setEnrolment });
  const enable = useMutation({
    mutationFn: (code: string) => apiRequest<TwoFactorEnabledJson>("/api/v1/auth/two-factor/enable", { body: { code } }),
    onSuccess: (data) => {
      setEnrolment(undefined);
      setCodes(data.recoveryCodes);
      void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    },
  });
  const regenerate = useMutation({
    mutationFn: (code: string) => apiRequest<RecoveryCodesJson>("/api/v1/auth/two-factor/recovery-codes", { body: { code } }),
    onSuccess: (data) => setCodes(data.recoveryCodes),
  });
  const disable = useMutation({
    mutationFn: (proof: { password?: string; code?: string }) => apiRequest("/api/v1/auth/two-factor/disable", { body: proof }),
    onSuccess: refresh,
  });

  const title = (
    <span className="flex items-center gap-2">
      Two-factor authentication {status.enabled ? <Badge tone="green">On</Badge> : <Badge tone={status.accountRequiresTwoFactor ? "red" : "gray"}>Off</Badge>}
    </span>
  );

  if (codes) {
    return (
      <Card title={title}>
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(undefined);
            refresh();
          }}
        />
      </Card>
    );
  }

  if (!status.hasPassword) {
    return (
      <Card title={title}>
        <p className="text-sm text-slate-600">You sign in through single sign-on: your identity provider asks for your second factor.</p>
      </Card>
    );
  }

  if (status.enabled) {
    return (
      <Card title={title}>
        <div className="space-y-6">
          <p className="text-sm text-slate-600">
            Signing in asks for a code from your authenticator app. {status.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          <CodeForm
            label="Current authenticator code"
            submit="Replace recovery codes"
            hint="New codes replace the old ones, which stop working."
            pending={regenerate.isPending}
            error={regenerate.error}
            onSubmit={(code) => regenerate.mutate(code)}
          />
          {status.accountRequiresTwoFactor ? (
            <p className="text-sm text-slate-600">Your account requires two-factor authentication, so it cannot be turned off here.</p>
          ) : (
            <DisableForm pending={disable.isPending} error={disable.error} onSubmit={(proof) => disable.mutate(proof)} />
          )}
        </div>
      </Card>
    );
  }

  return (
    <Card title={title}>
      {!enrolment ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">
            Add a second step to signing in: a six-digit code from an authenticator app (1Password, Google Authenticator, Authy, …).
          </p>
          {setup.error && (
            <p role="alert" className="text-sm text-red-600">
              {errorText(setup.error)}
            </p>
          )}
          <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
            {setup.isPending ? "Preparing…" : "Set up two-factor authentication"}
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          {/* The QR image is a data URL rendered on the server from the otpauth:// URI. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={enrolment.qrCode}
            alt="QR code to scan with your authenticator app"
            width={192}
            height={192}
            className="h-48 w-48 rounded-md border border-slate-200 bg-white p-2"
          />
          <div className="min-w-0 space-y-4">
            <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
              <li>Scan the QR code with your authenticator app.</li>
              <li>Or type this key into it:</li>
            </ol>
            <code className="block break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-sm">{enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
            <CodeForm label="Code from the app" submit="Turn on" pending={enable.isPending} error={enable.error} onSubmit={(code) => enable.mutate(code)} />
          </div>
        </div>
      )}
    </Card>
  );
}

function CodeForm({
  label,
  submit,
  hint,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  submit: string;
  hint?: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (code: string) => void;
}) {
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(String(new FormData(event.currentTarget).get("code") ?? "").trim());
      }}
    >
      <Field
        label={label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        className="w-48"
        hint={hint}
        error={error ? errorText(error) : undefined}
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Checking…" : submit}
      </Button>
    </form>
  );
}

function DisableForm({ pending, error, onSubmit }: { pending: boolean; error: Error | null; onSubmit: (proof: { password?: string; code?: string }) => void }) {
  return (
    <form
      className="space-y-3 border-t border-slate-100 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const password = String(form.get("password") ?? "");
        if (window.confirm("Turn off two-factor authentication? Signing in will need only your password.")) onSubmit({ password });
      }}
    >
      <h3 className="text-sm font-semibold text-slate-800">Turn off</h3>
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="w-full sm:w-64"
          error={error ? errorText(error) : undefined}
        />
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? "Turning off…" : "Turn off two-factor authentication"}
        </Button>
      </div>
    </form>
  );
}
