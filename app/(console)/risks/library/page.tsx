import type { Metadata } from "next";
import { LibraryPicker } from "@/components/risks/library-picker";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { prose } from "@/lib/format/prose";
import { listMembers } from "@/lib/members";
import { listRiskLibrary } from "@/lib/risks";

export const metadata: Metadata = { title: "Risk library" };

export default async function RiskLibraryPage() {
  const ctx = await consoleContext();
  const [library, members] = await Promise.all([listRiskLibrary(ctx, { limit: 200 }), listMembers(ctx, { limit: 200 })]);
  const owners = members.items.filter((m) => m.status === "active").map((m) => ({ value: m.id, label: m.name }));
  return (
    <div className="space-y-4">
      <BackLink href="/risks">Risks</BackLink>
      <PageHeader
        title="Risk library"
        description={prose(
          "Risks common to a software company, each with a suggested score and treatment and the SOC 2 and ISO/IEC 27001 controls that",
          "treat it. Choose the ones that apply and add them in one step.",
        )}
      />
      <LibraryPicker entries={library.items} owners={owners} />
    </div>
  );
}
