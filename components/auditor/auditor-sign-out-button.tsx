"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import type { SignedOutJson } from "@/lib/audits";
import { ApiError, apiRequest, errorText } from "@/lib/client/api";

/** Signs this browser out of the auditor portal (the answer clears the portal's cookie), then shows `signedOutPath`. */
export function AuditorSignOutButton({ signedOutPath }: { signedOutPath: string }) {
  const router = useRouter();
  const leave = () => {
    router.push(signedOutPath);
    router.refresh();
  };
  const signOut = useMutation({
    mutationFn: () => apiRequest<SignedOutJson>("/api/v1/auditor/sign-out", { method: "POST" }),
    onSuccess: leave,
    // 401: the token expired or was replaced meanwhile, which is signed out all the same.
    onError: (error) => error instanceof ApiError && error.status === 401 && leave(),
  });
  const failed = signOut.error && !(signOut.error instanceof ApiError && signOut.error.status === 401);
  return (
    <span className="flex items-center gap-2">
      {failed && (
        <span role="alert" className="text-xs text-red-600">
          {errorText(signOut.error)}
        </span>
      )}
      <button type="button" disabled={signOut.isPending} onClick={() => signOut.mutate()} className={buttonClass("ghost")}>
        Sign out
      </button>
    </span>
  );
}
