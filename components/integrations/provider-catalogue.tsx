import Link from "next/link";
import { Badge } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { Can } from "@/components/ui/role";
import { labelOf, labelOptions, INTEGRATION_MODE_LABELS } from "@/lib/format/labels";
import { PROVIDER_CATEGORY_LABELS } from "@/lib/vocabulary";
import type { ProviderResponse } from "@/lib/integrations";
import { plural } from "./format";
import { CodeText } from "@/components/ui/code-text";

/** The systems one can connect, by category: name, what it checks, and a Connect link (for members and above). */
export function ProviderCatalogue({ providers }: { providers: readonly ProviderResponse[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Providers">
      {labelOptions(PROVIDER_CATEGORY_LABELS).flatMap(({ value }) =>
        providers
          .filter((p) => p.category === value)
          .map((p) => (
            <li key={p.id} className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="provider-card">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{p.name}</h3>
                <Badge>{labelOf(PROVIDER_CATEGORY_LABELS, p.category)}</Badge>
              </div>
              <p className="mt-2 flex-1 text-sm text-slate-600">
                <CodeText text={p.description} />
              </p>
              <p className="mt-3 text-xs text-slate-500">
                {labelOf(INTEGRATION_MODE_LABELS, p.mode)} · {p.tests.length > 0 ? `${plural(p.tests.length, "built-in test")}` : "your own tests"}
              </p>
              <Can role="member">
                <Link href={`/integrations/new?provider=${p.id}`} className={buttonClass("secondary", "mt-3 self-start")} aria-label={`Connect ${p.name}`}>
                  Connect
                </Link>
              </Can>
            </li>
          )),
      )}
    </ul>
  );
}
