import { Fragment } from "react";

/**
 * Product prose (connector and test descriptions, remediation) marks commands and settings as Markdown code spans:
 * `npx compliance-agent` shows as code, never with its backticks. A lone backtick stays as written.
 */
export function CodeText({ text }: { text: string }) {
  const parts = text.split(/`([^`\n]+)`/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-slate-100 px-1 font-mono text-[0.85em] text-slate-800">
            {part}
          </code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
