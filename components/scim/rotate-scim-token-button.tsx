"use client";

import { RotateSecretButton } from "@/components/ui/rotate-secret-button";
import type { CreatedScimTokenJson } from "@/lib/scim";

export function RotateScimTokenButton({ id, name }: { id: string; name: string }) {
  return (
    <RotateSecretButton<CreatedScimTokenJson>
      url={`/api/v1/scim/tokens/${id}/rotate`}
      name={name}
      consequence=", created by you; the old token is refused from then on. Paste the new token into your identity provider."
      secret={(created) => created.token}
      testId="rotated-scim-token"
    />
  );
}
