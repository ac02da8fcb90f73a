import type { Metadata } from "next";
import { EmailPanel } from "@/components/security/email-panel";
import { RequireTwoFactorSwitch } from "@/components/security/require-two-factor-switch";
import { SessionsPanel } from "@/components/security/sessions-panel";
import { TwoFactorPanel } from "@/components/security/two-factor-panel";
import { PageHeader } from "@/components/ui/card";
import { consoleContext, getAccountSecurity, getMe, getTwoFactorStatus } from "@/lib/auth";
import { roleAtLeast } from "@/lib/vocabulary";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Security" };

export default async function SecurityPage() {
  // The one page a member who must still enrol may see.
  const ctx = await consoleContext({ allowWithoutSecondFactor: true });
  const [status, policy, me] = await Promise.all([getTwoFactorStatus(ctx), getAccountSecurity(ctx), getMe(ctx)]);
  const isAdmin = ctx.caller.kind === "customer" && roleAtLeast(ctx.caller.role, "admin");
  const mustEnrol = ctx.caller.kind === "customer" && Boolean(ctx.caller.secondFactorMissing);
  return (
    <>
      <PageHeader title="Security" description="Your e-mail address, your second factor and where you are signed in." />
      {mustEnrol && (
        <div role="alert" className="mb-6 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {status.enabled
            ? prose(
                "Your account requires two-factor authentication and this session was opened with a password alone. Sign out and sign in",
                "again with a code to continue.",
              )
            : "Your account requires two-factor authentication. Set it up below to continue using the console."}
        </div>
      )}
      <div className="space-y-6">
        <EmailPanel email={me.user.email} hasPassword={status.hasPassword} twoFactor={status.enabled} />
        <TwoFactorPanel initial={status} />
        {isAdmin && <RequireTwoFactorSwitch initial={policy.requireTwoFactor} ownSessionHasSecondFactor={status.sessionSecondFactor} />}
        <SessionsPanel />
      </div>
    </>
  );
}
