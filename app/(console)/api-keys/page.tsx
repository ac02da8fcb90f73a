import type { Metadata } from "next";
import { CreateApiKeyForm } from "@/components/api-keys/create-api-key-form";
import { RevokeApiKeyButton } from "@/components/api-keys/revoke-api-key-button";
import { Card, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { listApiKeys } from "@/lib/api-keys";
import { consoleContext } from "@/lib/auth";
import { pageQuery } from "@/lib/schemas";
import { formatDateTime } from "@/lib/format/date-time";

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const page = pageQuery.parse({ cursor: (await searchParams).cursor || undefined });
  const keys = await listApiKeys(ctx, page);
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys act for your account on the document generate, bulk and validate routes. Send them as X-API-Key. Only a hash is stored: a key is shown once, when created."
      />
      <Card title="Create a key" className="mb-6">
        <CreateApiKeyForm />
      </Card>
      {keys.items.length === 0 ? (
        <EmptyState title="No active API keys">Create one above to call the API from your tools.</EmptyState>
      ) : (
        <Table caption="Active API keys">
          <thead>
            <tr>
              <th>Name</th>
              <th>Prefix</th>
              <th>Created</th>
              <th>Last used</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.items.map((key) => (
              <tr key={key.id}>
                <td className="font-medium">{key.name}</td>
                <td>
                  <code className="font-mono text-xs">{key.prefix}…</code>
                </td>
                <td>{formatDateTime(key.createdAt)}</td>
                <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never"}</td>
                <td>
                  <RevokeApiKeyButton id={key.id} name={key.name} />
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
