import { Fragment } from "react";

/**
 * An e-mail address that wraps only where a reader expects it to (before the "@" and at the dots), never in the middle
 * of a word; a single part too long for its column still breaks rather than overflow.
 */
export function EmailAddress({ email, className = "" }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={`[overflow-wrap:break-word] ${className}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
