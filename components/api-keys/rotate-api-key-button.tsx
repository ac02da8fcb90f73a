"use client";

import { RotateSecretButton } from "@/components/ui/rotate-secret-button";
import type { CreatedApiKeyJson } from "@/lib/auth";

export function RotateApiKeyButton({ id, name }: { id: string; name: string }) {
  return (
    <RotateSecretButton<CreatedApiKeyJson>
      url={`/api/v1/api-keys/${id}/rotate`}
      name={name}
      consequence=" and scope, created by you; the old key is refused from then on. Put the new key where the old one was used."
      secret={(created) => created.key}
      testId="rotated-api-key"
    />
  );
}
