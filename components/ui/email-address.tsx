import { Fragment } from "react";

/**
 * An e-mail address that wraps only where a reader expects it to (before the "@" and at the dots), never in the middle
 * of a word; a single part too long for its column still breaks rather than overflow. `oneLineFromMd` keeps it on one
 * line from the md breakpoint up: Chromium breaks at a `<wbr>` even under `white-space: nowrap`, so the break
 * opportunities themselves are taken away there, not only the wrapping.
 */
export function EmailAddress({ email, className = "", oneLineFromMd = false }: { email: string; className?: string; oneLineFromMd?: boolean }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={`[overflow-wrap:break-word] ${oneLineFromMd ? "md:whitespace-nowrap" : ""} ${className}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr className={oneLineFromMd ? "md:hidden" : undefined} />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
