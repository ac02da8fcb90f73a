"use client";

import { CreateSecretForm } from "@/components/ui/create-secret-form";
import type { CreatedScimTokenJson } from "@/lib/scim";

export function CreateScimTokenForm() {
  return (
    <CreateSecretForm<CreatedScimTokenJson>
      url="/api/v1/scim/tokens"
      nameLabel="Token name"
      placeholder="Okta"
      submit="Create token"
      secret={(created) => created.token}
      notice={(created) => `Token “${created.name}” created. Copy it into your identity provider now: it will not be shown again.`}
      testId="new-scim-token"
    />
  );
}
