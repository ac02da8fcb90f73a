import type { Metadata } from "next";
import { CreateApiKeyForm } from "@/components/api-keys/create-api-key-form";
import { scopeLabel } from "@/components/api-keys/scopes";
import { RevokeApiKeyButton } from "@/components/api-keys/revoke-api-key-button";
import { RotateApiKeyButton } from "@/components/api-keys/rotate-api-key-button";
import { CreatorCell, CredentialStatusCell, mayRotate } from "@/components/ui/credential-cells";
import { AdminOnly } from "@/components/ui/admin-only";
import { Card, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { TableHead } from "@/components/ui/table-head";
import { listApiKeys } from "@/lib/api-keys";
import { consoleContext } from "@/lib/auth";
import { roleAtLeast } from "@/lib/context/guards";
import { pageQuery } from "@/lib/schemas";
import { formatDateTime } from "@/lib/format/date-time";

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const description =
    "Keys act for your account through the API, within the scope chosen for each. Send them as X-API-Key. Only a hash is stored: a key is shown once, when created or rotated. A key ends when the admin who created it is removed, deactivated or no longer an admin: rotate it to give the integration a new key.";
  // Keys are an admin's to manage (docs/api.md §4): others see why the page is empty rather than a 403.
  if (ctx.caller.kind !== "customer" || !roleAtLeast(ctx.caller.role, "admin")) {
    return <AdminOnly title="API keys" description={description} manage="API keys" ask="Ask an admin of your account for a key." />;
  }
  const page = pageQuery.parse({ cursor: (await searchParams).cursor || undefined });
  const keys = await listApiKeys(ctx, { ...page, status: "all" });
  const replaced = new Set(keys.items.flatMap((key) => (key.replacesId ? [key.replacesId] : [])));
  return (
    <>
      <PageHeader title="API keys" description={description} />
      <Card title="Create a key" className="mb-6">
        <CreateApiKeyForm />
      </Card>
      {keys.items.length === 0 ? (
        <EmptyState title="No API keys">Create one above to call the API from your tools.</EmptyState>
      ) : (
        <Table caption="API keys">
          <TableHead columns={["Name", "Scope", "Created by", "Prefix", "Created", "Last used", "Status"]} actions />
          <tbody>
            {keys.items.map((key) => (
              <tr key={key.id}>
                <td className="font-medium">{key.name}</td>
                <td>{scopeLabel(key.scope)}</td>
                <CreatorCell creator={key.createdBy} />
                <td>
                  <code className="font-mono text-xs">{key.prefix}…</code>
                </td>
                <td>{formatDateTime(key.createdAt)}</td>
                <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never"}</td>
                <CredentialStatusCell revokedAt={key.revokedAt} revokedReason={key.revokedReason} />
                <td>
                  <div className="flex items-center justify-end gap-2">
                    {mayRotate(key, replaced) && <RotateApiKeyButton id={key.id} name={key.name} />}
                    {!key.revokedAt && <RevokeApiKeyButton id={key.id} name={key.name} />}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager nextCursor={keys.pagination.nextCursor} basePath="/api-keys" />
    </>
  );
}
