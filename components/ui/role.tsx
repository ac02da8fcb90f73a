"use client";

import { createContext, useContext } from "react";
import { roleAtLeast, type Role } from "@/lib/vocabulary";

// The signed-in member's role, for the console's "offer only what this role may do" (docs/api.md §4). The server
// enforces every rule anyway; this only keeps buttons that would answer 403 off the page.

const RoleContext = createContext<Role>("viewer");

export function RoleProvider({ role, children }: { role: Role; children: React.ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

/** The signed-in member's role (viewer outside the console's provider: offer nothing by default). */
export function useRole(): Role {
  return useContext(RoleContext);
}

/** Whether the signed-in member has at least `role`. */
export function useCan(role: Role): boolean {
  return roleAtLeast(useRole(), role);
}

/** Renders its children only for members of at least `role` (optionally something else for the others). */
export function Can({ role, children, otherwise = null }: { role: Role; children: React.ReactNode; otherwise?: React.ReactNode }) {
  return <>{useCan(role) ? children : otherwise}</>;
}

/** A note in place of a form the member's role may not use, so a page never looks broken. */
export function ReadOnlyNote({ children = "Your role can read this but not change it; ask an admin if you need more." }: { children?: React.ReactNode }) {
  return <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600">{children}</p>;
}

/** Wraps a write component so it renders only for members of at least `role` (else `fallback`, default nothing). */
export function gated<P extends object>(role: Role, Inner: React.ComponentType<P>, fallback: React.ReactNode = null) {
  function Gated(props: P) {
    return useCan(role) ? <Inner {...props} /> : <>{fallback}</>;
  }
  Gated.displayName = `Gated(${Inner.displayName ?? Inner.name})`;
  return Gated;
}
