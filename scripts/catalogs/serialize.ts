import type { OutputFramework } from "./types";

/**
 * Framework fields one per line and each control on its own line: compact enough to keep the
 * bundle small, and a regenerated catalog diffs per control.
 */
export function serialize(f: OutputFramework): string {
  const { controls, ...meta } = f;
  const head = Object.entries(meta).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const rows = controls.map((c, i) => `    ${JSON.stringify(c)}${i < controls.length - 1 ? "," : ""}`);
  return `{\n${head.join("\n")}\n  "controls": [\n${rows.join("\n")}\n  ]\n}\n`;
}
