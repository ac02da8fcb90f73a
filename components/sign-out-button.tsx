"use client";

import { signOut } from "next-auth/react";
import { buttonClass } from "@/components/ui/button";

export function SignOutButton() {
  return (
    <button type="button" onClick={() => signOut({ callbackUrl: "/sign-in" })} className={buttonClass("ghost")}>
      Sign out
    </button>
  );
}
