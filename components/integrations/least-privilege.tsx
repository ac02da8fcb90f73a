import type { ProviderResponse } from "@/lib/integrations";
import { CopyBlock } from "./copy-block";

const DOCUMENT_NAMES = { json: "Policy (JSON)", sql: "SQL to run", text: "What to grant" } as const;

/** What the provider needs, and nothing more: the summary and the grant itself, ready to paste. */
export function LeastPrivilege({ provider }: { provider: ProviderResponse }) {
  const doc = provider.leastPrivilege.document;
  return (
    <div className="space-y-3 text-sm text-slate-700" data-testid="least-privilege">
      <p className="break-words">{provider.leastPrivilege.summary}</p>
      {doc && (
        <div>
          <p className="mb-1 text-xs font-medium text-slate-600">{DOCUMENT_NAMES[doc.format]}</p>
          <CopyBlock text={doc.content} label={`${provider.name} ${DOCUMENT_NAMES[doc.format]}`} />
        </div>
      )}
    </div>
  );
}
