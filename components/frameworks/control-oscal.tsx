import type { ControlOscal } from "@/lib/custom-frameworks";
import { MarkdownBlock } from "@/components/ui/markdown-text";

/**
 * What a control imported from OSCAL holds beyond its text: its parameters (as the statement shows them, open ones as
 * `[Assignment: …]`) and its guidance, folded away so a long catalog stays scannable.
 */
export function ControlOscalDetails({ oscal }: { oscal: NonNullable<ControlOscal> }) {
  if (oscal.parameters.length === 0 && !oscal.guidance) return null;
  return (
    <div className="mt-1 space-y-1" data-testid="control-oscal">
      {oscal.parameters.length > 0 && (
        <details className="text-xs">
          <summary className="cursor-pointer text-slate-600">
            {oscal.parameters.length} parameter{oscal.parameters.length === 1 ? "" : "s"}
          </summary>
          <ul className="mt-1 space-y-0.5 border-l-2 border-slate-200 pl-2" aria-label="Parameters">
            {oscal.parameters.map((p) => (
              <li key={p.id} className="break-words text-slate-700">
                <span className="font-mono text-[11px] text-slate-500">{p.id}</span>{" "}
                {p.values.length > 0 ? <span className="font-medium">{p.text}</span> : p.text}
              </li>
            ))}
          </ul>
        </details>
      )}
      {oscal.guidance && (
        <details className="text-xs">
          <summary className="cursor-pointer text-slate-600">Guidance</summary>
          <MarkdownBlock text={oscal.guidance} className="mt-1 border-l-2 border-slate-200 pl-2 text-slate-700" />
        </details>
      )}
    </div>
  );
}
