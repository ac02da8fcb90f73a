import Link from "next/link";
import type { IntegrationResponse } from "@/lib/integrations";
import { CopyBlock } from "./copy-block";
import { declaredCustomTypes } from "./format";

/**
 * How resources reach a pushing integration: the device agent's command line, or a curl example of
 * POST /api/v1/integrations/{id}/resources with one of the integration's declared types.
 */
export function PushInstructions({ integration, appUrl }: { integration: Pick<IntegrationResponse, "id" | "provider" | "config">; appUrl: string }) {
  const keyNote = (
    <p className="text-xs text-slate-500">
      Replace <code className="rounded bg-slate-100 px-1">&lt;api key&gt;</code> with a key from{" "}
      <Link href="/api-keys" className="font-medium text-brand-600 hover:underline">
        API keys
      </Link>
      . Keep it secret: it acts for your account.
    </p>
  );
  if (integration.provider === "agent") {
    const command = `npx compliance-agent --url ${appUrl} --key <api key> --integration ${integration.id}`;
    return (
      <div className="space-y-2 text-sm text-slate-700" data-testid="push-instructions">
        <p>
          Run the agent on each computer (a scheduled task or launch agent once a day is enough). It reads local settings only and reports disk encryption,
          firewall, screen lock and pending updates.
        </p>
        <CopyBlock text={command} label="Agent command" />
        {keyNote}
      </div>
    );
  }
  const types = declaredCustomTypes(integration.config);
  const type = types[0]?.type ?? "custom.your_type";
  const body = JSON.stringify(
    { resources: [{ type, externalId: "user-123", name: "alice@example.com", attributes: { mfa: true, role: "admin" } }], complete: false },
    null,
    2,
  );
  const curl = [
    `curl -X POST ${appUrl}/api/v1/integrations/${integration.id}/resources \\`,
    `  -H "X-API-Key: <api key>" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${body.replace(/'/g, "'\\''")}'`,
  ].join("\n");
  return (
    <div className="space-y-2 text-sm text-slate-700" data-testid="push-instructions">
      <p>
        Send up to 1,000 resources per request. Each needs a type this integration declares
        {types.length > 0 && (
          <>
            {" "}
            (
            {types.map((t, i) => (
              <span key={t.type}>
                {i > 0 && ", "}
                <code className="break-all rounded bg-slate-100 px-1 text-xs">{t.type}</code> for {t.name}
              </span>
            ))}
            )
          </>
        )}
        , a stable external id, a name and its attributes. Every test of that type runs on them at once. With{" "}
        <code className="rounded bg-slate-100 px-1 text-xs">&quot;complete&quot;: true</code> the resources of those types you did not send are marked gone.
      </p>
      <CopyBlock text={curl} label="Push example (curl)" />
      {keyNote}
    </div>
  );
}
