"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { ApiError, apiRequest } from "@/lib/client/api";
import type { ConnectionResponse } from "@/lib/sso";

/** Adds an OpenID Connect or SAML identity provider; the list below then shows what to paste into it. */
export function AddConnectionForm() {
  const router = useRouter();
  const [protocol, setProtocol] = useState<"oidc" | "saml">("oidc");
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => apiRequest<ConnectionResponse>("/api/v1/sso/connections", { body }),
    onSuccess: () => router.refresh(),
  });
  const errors = mutation.error instanceof ApiError ? mutation.error.fieldErrors() : {};
  const general = mutation.error && Object.keys(errors).length === 0 ? mutation.error.message : undefined;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const common = {
      name: text("name"),
      defaultRole: text("defaultRole"),
      jitProvisioning: form.get("jitProvisioning") === "on",
      ssoRequired: form.get("ssoRequired") === "on",
    };
    if (protocol === "oidc") {
      mutation.mutate({ protocol, ...common, issuer: text("issuer"), clientId: text("clientId"), clientSecret: text("clientSecret") });
      return;
    }
    const metadataUrl = text("idpMetadataUrl");
    const metadataXml = text("idpMetadataXml");
    mutation.mutate({
      protocol,
      ...common,
      ...(metadataUrl ? { idpMetadataUrl: metadataUrl } : {}),
      ...(metadataXml ? { idpMetadataXml: metadataXml } : {}),
      clockSkewSeconds: Number(text("clockSkewSeconds") || 60),
    });
  }

  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      {general && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {general}
        </p>
      )}
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Protocol</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="protocol" value="oidc" checked={protocol === "oidc"} onChange={() => setProtocol("oidc")} /> OpenID Connect
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="protocol" value="saml" checked={protocol === "saml"} onChange={() => setProtocol("saml")} /> SAML 2.0
          </label>
        </div>
      </fieldset>
      <Field label="Name" name="name" placeholder="Okta" error={errors.name} />
      {protocol === "oidc" ? (
        <>
          <Field
            label="Issuer URL"
            name="issuer"
            placeholder="https://acme.okta.com"
            error={errors.issuer}
            hint="Discovery is read from <issuer>/.well-known/openid-configuration."
          />
          <Field label="Client ID" name="clientId" error={errors.clientId} />
          <Field
            label="Client secret"
            name="clientSecret"
            type="password"
            autoComplete="off"
            error={errors.clientSecret}
            hint="Stored encrypted; never shown again."
          />
        </>
      ) : (
        <>
          <Field
            label="IdP metadata URL"
            name="idpMetadataUrl"
            placeholder="https://login.microsoftonline.com/…/federationmetadata.xml"
            error={errors.idpMetadataUrl}
            hint="Or paste the metadata XML below."
          />
          <div>
            <label htmlFor="idpMetadataXml" className="mb-1 block text-sm font-medium text-slate-700">
              IdP metadata XML
            </label>
            <textarea id="idpMetadataXml" name="idpMetadataXml" rows={4} className={inputClass} aria-invalid={Boolean(errors.idpMetadataXml)} />
            {errors.idpMetadataXml && <p className="mt-1 text-xs text-red-600">{errors.idpMetadataXml}</p>}
          </div>
          <Field label="Clock skew (seconds)" name="clockSkewSeconds" type="number" min={0} max={300} defaultValue={60} error={errors.clockSkewSeconds} />
        </>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="defaultRole" className="mb-1 block text-sm font-medium text-slate-700">
            Role of new people
          </label>
          <select id="defaultRole" name="defaultRole" defaultValue="member" className={inputClass}>
            <option value="viewer">Viewer</option>
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="jitProvisioning" defaultChecked /> Create members on first sign-in
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="ssoRequired" /> Require single sign-on (owners keep their password)
        </label>
      </div>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Adding…" : "Add identity provider"}
      </Button>
    </form>
  );
}
