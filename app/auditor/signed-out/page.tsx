import type { Metadata } from "next";
import { Card } from "@/components/ui/card";

export const metadata: Metadata = { title: "Signed out" };

export default function AuditorSignedOutPage() {
  return (
    <div className="mx-auto max-w-lg">
      <Card title="Auditor portal">
        <p className="text-sm text-slate-700">
          You are not signed in. Auditors reach the portal through the invitation link they received by e-mail; each link works once. If your session has ended
          or your link has expired, ask the organisation you are auditing to send a new invitation.
        </p>
      </Card>
    </div>
  );
}
