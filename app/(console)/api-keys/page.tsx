import type { Metadata } from "next";
import { CreateApiKeyForm } from "@/components/api-keys/create-api-key-form";
import { ApiKeyTable } from "@/components/api-keys/api-key-table";
import { AdminOnly } from "@/components/ui/admin-only";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { listApiKeys } from "@/lib/api-keys";
import { consoleContext } from "@/lib/auth";
import { roleAtLeast } from "@/lib/vocabulary";
import { pageQuery } from "@/lib/schemas";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const description = prose(
    "Keys act for your account through the API, within the scope chosen for each. Send them as X-API-Key. Only a hash is stored: a key",
    "is shown once, when created or rotated. A key ends when the admin who created it is removed, deactivated or no longer an admin:",
    "rotate it to give the integration a new key.",
  );
  // Keys are an admin's to manage (docs/api.md §4): others see why the page is empty rather than a 403.
  if (ctx.caller.kind !== "customer" || !roleAtLeast(ctx.caller.role, "admin")) {
    return <AdminOnly title="API keys" description={description} manage="API keys" ask="Ask an admin of your account for a key." />;
  }
  const query = await searchParams;
  const keys = await listApiKeys(ctx, { ...pageQuery.parse({ cursor: query.cursor || undefined }), status: "active" });
  const revoked = await listApiKeys(ctx, { ...pageQuery.parse({ cursor: query.revoked || undefined }), status: "revoked" });
  // A key already rotated offers no second rotation (the API answers 409).
  const replaced = new Set([...keys.items, ...revoked.items].flatMap((key) => (key.replacesId ? [key.replacesId] : [])));
  return (
    <>
      <PageHeader title="API keys" description={description} />
      <Card title="Create a key" className="mb-6">
        <CreateApiKeyForm />
      </Card>
      {keys.items.length === 0 ? (
        <EmptyState title="No active API keys">Create one above to call the API from your tools.</EmptyState>
      ) : (
        <ApiKeyTable caption="Active API keys" keys={keys.items} replaced={replaced} />
      )}
      <Pager nextCursor={keys.pagination.nextCursor} basePath="/api-keys" params={{ revoked: query.revoked }} isFirst={!query.cursor} />
      {revoked.items.length > 0 && (
        <>
          <h2 className="mb-2 mt-8 text-base font-semibold text-slate-900">Revoked keys</h2>
          <p className="mb-3 text-sm text-slate-600">
            A key revoked because the admin who created it left can be rotated: its integration gets a new key with the same name and scope.
          </p>
          <ApiKeyTable caption="Revoked API keys" keys={revoked.items} replaced={replaced} />
          <Pager
            nextCursor={revoked.pagination.nextCursor}
            basePath="/api-keys"
            cursorParam="revoked"
            params={{ cursor: query.cursor }}
            isFirst={!query.revoked}
          />
        </>
      )}
    </>
  );
}
