import type { Metadata } from "next";
import { CreateScimTokenForm } from "@/components/scim/create-scim-token-form";
import { GroupRoleSelect } from "@/components/scim/group-role-select";
import { ScimTokenTable } from "@/components/scim/scim-token-table";
import { AdminOnly } from "@/components/ui/admin-only";
import { Card, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { TableHead } from "@/components/ui/table-head";
import { consoleContext } from "@/lib/auth";
import { roleAtLeast } from "@/lib/vocabulary";
import { pageQuery } from "@/lib/schemas";
import { listGroupMappings, listScimTokens, scimBaseUrl } from "@/lib/scim";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Provisioning (SCIM)" };

const DESCRIPTION = prose(
  "Your identity provider (Okta, Entra ID, Google Workspace, …) creates, updates and deactivates members here through SCIM 2.0.",
  "Deactivated members are signed out at once.",
);

export default async function ScimPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  // Provisioning is an admin's to manage (docs/api.md "SCIM"): others see why the page is empty rather than a 403.
  if (ctx.caller.kind !== "customer" || !roleAtLeast(ctx.caller.role, "admin")) {
    return <AdminOnly title="Provisioning (SCIM)" description={DESCRIPTION} manage="provisioning" />;
  }
  const query = await searchParams;
  const tokens = await listScimTokens(ctx, { ...pageQuery.parse({ cursor: query.tokens || undefined }), status: "active" });
  const revoked = await listScimTokens(ctx, { ...pageQuery.parse({ cursor: query.revoked || undefined }), status: "revoked" });
  // A token already rotated offers no second rotation (the API answers 409).
  const replaced = new Set([...tokens.items, ...revoked.items].flatMap((token) => (token.replacesId ? [token.replacesId] : [])));
  const groups = await listGroupMappings(ctx, pageQuery.parse({ cursor: query.groups || undefined }));
  return (
    <>
      <PageHeader title="Provisioning (SCIM)" description={DESCRIPTION} />
      <Card title="Connect your identity provider" className="mb-6">
        <dl className="mb-4 grid gap-1 text-sm">
          <dt className="font-medium text-slate-700">SCIM base URL</dt>
          <dd>
            <code data-testid="scim-base-url" className="break-all font-mono text-sm">
              {scimBaseUrl()}
            </code>
          </dd>
          <dt className="mt-2 font-medium text-slate-700">Authentication</dt>
          <dd className="text-slate-600">HTTP header bearer token: a token created below. Users are matched by e-mail (userName).</dd>
        </dl>
        <CreateScimTokenForm />
      </Card>

      <h2 className="mb-2 text-base font-semibold text-slate-900">Tokens</h2>
      {tokens.items.length === 0 ? (
        <EmptyState title="No active SCIM tokens">Create one above and paste it into your identity provider.</EmptyState>
      ) : (
        <ScimTokenTable caption="Active SCIM tokens" tokens={tokens.items} replaced={replaced} />
      )}
      <Pager
        basePath="/members/scim"
        nextCursor={tokens.pagination.nextCursor}
        cursorParam="tokens"
        params={{ groups: query.groups, revoked: query.revoked }}
        isFirst={!query.tokens}
      />
      {revoked.items.length > 0 && (
        <>
          <h3 className="mb-2 mt-6 text-sm font-semibold text-slate-900">Revoked tokens</h3>
          <p className="mb-3 text-sm text-slate-600">
            A token revoked because the admin who created it left can be rotated: paste the new token into your identity provider.
          </p>
          <ScimTokenTable caption="Revoked SCIM tokens" tokens={revoked.items} replaced={replaced} />
          <Pager
            basePath="/members/scim"
            nextCursor={revoked.pagination.nextCursor}
            cursorParam="revoked"
            params={{ groups: query.groups, tokens: query.tokens }}
            isFirst={!query.revoked}
          />
        </>
      )}

      <h2 className="mb-2 mt-8 text-base font-semibold text-slate-900">Groups and roles</h2>
      <p className="mb-3 text-sm text-slate-600">
        Groups your identity provider pushes appear here. Map a group to a role and its members get it at once; a member in several mapped groups gets the
        highest. Groups never grant ownership, and members in no mapped group keep their role.
      </p>
      {groups.items.length === 0 ? (
        <EmptyState title="No groups yet">Assign groups to the application in your identity provider and push them.</EmptyState>
      ) : (
        <Table caption="SCIM groups">
          <TableHead columns={["Group", "Members", "Role granted"]} />
          <tbody>
            {groups.items.map((group) => (
              <tr key={group.id}>
                <td className="font-medium">{group.displayName}</td>
                <td>{group.memberCount}</td>
                <td>
                  <GroupRoleSelect group={group} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager
        basePath="/members/scim"
        nextCursor={groups.pagination.nextCursor}
        cursorParam="groups"
        params={{ tokens: query.tokens, revoked: query.revoked }}
        isFirst={!query.groups}
      />
    </>
  );
}
