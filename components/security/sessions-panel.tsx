"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import type { SessionJson, SessionsRevokedJson } from "@/lib/auth";
import { apiAll, apiRequest, errorText } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format/date-time";
import { labelOf, SIGN_IN_METHOD_LABELS } from "@/lib/format/labels";
import { describeClientAddress, describeUserAgent } from "@/lib/format/user-agent";

const SESSIONS_KEY = ["auth", "sessions"];

export function SessionsPanel() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => apiAll<SessionJson>("/api/v1/auth/sessions") });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const revoke = useMutation({
    mutationFn: (session: SessionJson) => apiRequest(`/api/v1/auth/sessions/${session.id}`, { method: "DELETE" }).then(() => session),
    // Ending the session this page runs on is signing out.
    onSuccess: (session) => (session.current ? void signOut({ callbackUrl: "/sign-in" }) : refresh()),
  });
  const revokeOthers = useMutation({
    mutationFn: () => apiRequest<SessionsRevokedJson>("/api/v1/auth/sessions/revoke-others", { method: "POST" }),
    onSuccess: refresh,
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Card
      title="Sessions"
      actions={
        <Button
          variant="secondary"
          disabled={others === 0 || revokeOthers.isPending}
          onClick={() => window.confirm("Sign out every other browser and API token of yours?") && revokeOthers.mutate()}
        >
          Sign out other sessions
        </Button>
      }
    >
      {(revoke.error || revokeOthers.error) && (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {errorText(revoke.error ?? revokeOthers.error)}
        </p>
      )}
      {revokeOthers.data && (
        <p role="status" className="mb-3 text-sm text-slate-600">
          {revokeOthers.data.revoked} other session{revokeOthers.data.revoked === 1 ? "" : "s"} signed out.
        </p>
      )}
      {sessions.isPending ? (
        <p className="text-sm text-slate-500">Loading sessions…</p>
      ) : sessions.error ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(sessions.error)}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-800">
                  {session.kind === "console" ? "Console" : "API token"}
                  {session.current && <Badge tone="blue">This session</Badge>}
                  {session.secondFactor && <Badge tone="green">Second factor</Badge>}
                </p>
                {/* The raw user-agent string stays available on hover, for whoever needs the exact version. */}
                <p className="break-words text-slate-600" title={session.userAgent ?? undefined}>
                  {describeUserAgent(session.userAgent)} · from {describeClientAddress(session.clientAddress)} ·{" "}
                  {labelOf(SIGN_IN_METHOD_LABELS, session.method)}
                </p>
                <p className="text-xs text-slate-500">
                  Signed in {formatDateTime(session.createdAt)} · last seen {session.lastSeenAt ? formatDateTime(session.lastSeenAt) : "never"} · ends{" "}
                  {formatDateTime(session.expiresAt)}
                </p>
              </div>
              <Button
                variant={session.current ? "secondary" : "danger"}
                className="shrink-0 self-start sm:self-center"
                disabled={revoke.isPending}
                onClick={() => window.confirm(session.current ? "Sign out of this session?" : "Sign this session out?") && revoke.mutate(session)}
              >
                {session.current ? "Sign out" : "Revoke"}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
