"use client";

import { RevokeButton } from "@/components/ui/revoke-button";

export function RevokeApiKeyButton({ id, name }: { id: string; name: string }) {
  return <RevokeButton url={`/api/v1/api-keys/${id}`} name={name} consequence="Requests with this key will be refused from now on." />;
}
