"use client";

import { RevokeButton } from "@/components/ui/revoke-button";

export function RevokeScimTokenButton({ id, name }: { id: string; name: string }) {
  return <RevokeButton url={`/api/v1/scim/tokens/${id}`} name={name} consequence="The identity provider's provisioning with it stops at once." />;
}
