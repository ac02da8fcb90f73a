"use client";

import { Button } from "@/components/ui/button";

/** Recovery codes, shown once: the person copies or downloads them before leaving the page. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  function download() {
    const text = ["Compliance Platform recovery codes", "Each code signs you in once when your authenticator app is not at hand.", "", ...codes, ""].join("\n");
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <div className="space-y-3">
      <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Save these recovery codes now: they are shown only this once. Each one signs you in once if you lose your authenticator.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download}>
          Download as text
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}
