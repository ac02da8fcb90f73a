import type { Metadata } from "next";
import { AcceptInvitationForm } from "@/components/auditor/accept-invitation-form";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Accept invitation", referrer: "no-referrer" };

export default async function AcceptInvitationPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { token } = await searchParams;
  return (
    <div className="mx-auto max-w-lg">
      <Card title="Audit invitation">
        {token ? (
          <AcceptInvitationForm token={token} />
        ) : (
          <p role="alert" className="text-sm text-slate-700">
            Open the invitation link from your e-mail to continue.
          </p>
        )}
      </Card>
    </div>
  );
}
