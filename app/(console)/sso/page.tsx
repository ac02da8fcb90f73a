import type { Metadata } from "next";
import { AddConnectionForm } from "@/components/sso/add-connection-form";
import { AddDomainForm } from "@/components/sso/add-domain-form";
import { ConnectionActions } from "@/components/sso/connection-actions";
import { DomainActions } from "@/components/sso/domain-actions";
import { AdminOnly } from "@/components/ui/admin-only";
import { Badge, Card, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { consoleContext } from "@/lib/auth";
import { roleAtLeast } from "@/lib/vocabulary";
import { formatDateTime } from "@/lib/format/date-time";
import { getServiceProvider, listConnections, listDomains, type ConnectionResponse } from "@/lib/sso";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Single sign-on" };

const PROTOCOL = { oidc: "OpenID Connect", saml: "SAML 2.0" } as const;

function Copyable({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd>
        <code className="break-all font-mono text-xs text-slate-900">{value}</code>
      </dd>
    </div>
  );
}

function PasteIntoIdp({ connection }: { connection: ConnectionResponse }) {
  const { oidc, saml } = connection;
  const values: [string, string][] = oidc
    ? [
        ["Sign-in redirect URI", oidc.redirectUri],
        ["Issuer", oidc.issuer],
        ["Client ID", oidc.clientId],
      ]
    : saml
      ? [
          ["ACS (single sign-on) URL", saml.acsUrl],
          ["Audience / SP entity ID", saml.spEntityId],
          ["SP metadata URL", saml.spMetadataUrl],
          ["IdP entity ID", saml.idpEntityId],
        ]
      : [];
  if (values.length === 0) return null;
  return (
    <dl className="space-y-1">
      {values.map(([label, value]) => (
        <Copyable key={label} label={label} value={value} />
      ))}
    </dl>
  );
}

export default async function SsoPage() {
  const ctx = await consoleContext();
  const description = prose(
    "Let your people sign in through your identity provider (Okta, Microsoft Entra ID, Google Workspace…). Verify your e-mail domains",
    "first: single sign-on applies to them.",
  );
  if (ctx.caller.kind !== "customer" || !roleAtLeast(ctx.caller.role, "admin")) {
    return <AdminOnly title="Single sign-on" description={description} manage="single sign-on" />;
  }
  const [domains, connections, sp] = await Promise.all([listDomains(ctx, { limit: 200 }), listConnections(ctx, { limit: 200 }), getServiceProvider(ctx)]);
  return (
    <>
      <PageHeader title="Single sign-on" description={description} />
      <Card title="E-mail domains" className="mb-6">
        <p className="mb-3 text-sm text-slate-600">
          Publish each domain&apos;s TXT record at your DNS provider, then verify it. A domain belongs to one account.
        </p>
        <AddDomainForm />
        {domains.items.length > 0 && (
          <div className="mt-4">
            <Table caption="E-mail domains">
              <TableHead columns={["Domain", "Status", "TXT record"]} actions />
              <tbody>
                {domains.items.map((domain) => (
                  <tr key={domain.id}>
                    <td className="font-medium">{domain.domain}</td>
                    <td>
                      {domain.verified ? (
                        <Badge tone="green">Verified {domain.verifiedAt ? formatDateTime(domain.verifiedAt) : ""}</Badge>
                      ) : (
                        <Badge tone="amber">Not verified</Badge>
                      )}
                    </td>
                    <td>
                      <code className="block break-all font-mono text-xs">{domain.txtRecordName}</code>
                      <code className="block break-all font-mono text-xs text-slate-600">{domain.txtRecordValue}</code>
                    </td>
                    <td>
                      <DomainActions id={domain.id} domain={domain.domain} verified={domain.verified} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card>
      <Card title="Identity providers" className="mb-6">
        {connections.items.length === 0 ? (
          <EmptyState title="No identity provider yet">Add one below; the newest enabled one signs your people in.</EmptyState>
        ) : (
          <ul className="space-y-4">
            {connections.items.map((connection) => (
              <li key={connection.id} className="rounded-md border border-slate-200 p-4" data-testid="sso-connection">
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  <span className="font-medium">{connection.name}</span>
                  <Badge tone="blue">{PROTOCOL[connection.protocol]}</Badge>
                  {connection.enabled ? <Badge tone="green">Enabled</Badge> : <Badge>Disabled</Badge>}
                  {connection.ssoRequired && <Badge tone="amber">SSO required</Badge>}
                  <span className="text-xs text-slate-500">
                    {connection.jitProvisioning ? `New people join as ${connection.defaultRole}` : "No just-in-time provisioning"}
                  </span>
                </div>
                <PasteIntoIdp connection={connection} />
                <div className="mt-3">
                  <ConnectionActions connection={connection} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Register this app with your identity provider" className="mb-6">
        <p className="mb-3 text-sm text-slate-600">
          Your identity provider asks for these values when you register the app there; you can do that before adding it below.
        </p>
        <div className="grid gap-4 sm:grid-cols-2" data-testid="service-provider">
          <section>
            <h3 className="mb-1 text-sm font-semibold text-slate-800">OpenID Connect</h3>
            <dl className="space-y-1">
              <Copyable label="Sign-in redirect URI" value={sp.oidc.redirectUri} />
            </dl>
          </section>
          <section>
            <h3 className="mb-1 text-sm font-semibold text-slate-800">SAML 2.0</h3>
            <dl className="space-y-1">
              <Copyable label="ACS (single sign-on) URL" value={sp.saml.acsUrl} />
              <Copyable label="Audience / SP entity ID" value={sp.saml.spEntityId} />
            </dl>
            <p className="mt-1 text-xs text-slate-500">The entity ID is the one the next SAML provider you add here receives.</p>
          </section>
        </div>
      </Card>
      <Card title="Add an identity provider">
        <AddConnectionForm />
      </Card>
    </>
  );
}
