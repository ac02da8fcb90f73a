import { createHash } from "node:crypto";
import fs from "node:fs";
import { once } from "node:events";
import type { EvaluatedResource } from "./apply-batch";

export const SNAPSHOT_FORMAT = "compliance-platform/integration-snapshot@1";

export interface SnapshotHeader {
  integration: { id: string; name: string; provider: string };
  sync: { id: string; trigger: string; startedAt: string };
  tests: { id: string; title: string; severity: string; resourceType: string; controls: { framework: string; controlId: string }[] }[];
}

/**
 * Writes a sync's snapshot as one JSON document, streamed to disk as batches arrive (memory stays bounded by a
 * batch) and hashed as it is written: `{format, integration, sync, tests, resources: [...], summary}`. Every
 * resource carries its attributes and each test's outcome and detail, so the file alone shows what was observed.
 */
export class SnapshotWriter {
  private readonly out: fs.WriteStream;
  private readonly hash = createHash("sha256");
  private bytes = 0;
  private first = true;
  private failed: Error | null = null;

  constructor(
    readonly path: string,
    header: SnapshotHeader,
  ) {
    this.out = fs.createWriteStream(path, { flags: "wx" });
    this.out.on("error", (error) => (this.failed = error));
    const head = JSON.stringify({ format: SNAPSHOT_FORMAT, ...header });
    // Open the document and its resources array; `finish` closes both.
    this.write(`${head.slice(0, -1)},"resources":[`);
  }

  async add(resources: EvaluatedResource[]): Promise<void> {
    for (const { resource, evaluations } of resources) {
      const entry = JSON.stringify({
        type: resource.type,
        externalId: resource.externalId,
        name: resource.name,
        attributes: resource.attributes,
        results: Object.fromEntries(evaluations.map(([testId, e]) => [testId, { outcome: e.outcome, detail: e.detail }])),
      });
      this.write(this.first ? `\n${entry}` : `,\n${entry}`);
      this.first = false;
    }
    if (this.out.writableNeedDrain) await once(this.out, "drain");
    if (this.failed) throw this.failed;
  }

  /** Closes the document with its summary; answers the file's size and SHA-256. */
  async finish(summary: Record<string, unknown>): Promise<{ size: number; sha256: string }> {
    this.write(`\n],"summary":${JSON.stringify(summary)}}\n`);
    this.out.end();
    await once(this.out, "finish");
    if (this.failed) throw this.failed;
    return { size: this.bytes, sha256: this.hash.digest("hex") };
  }

  /** Stops writing and removes the partial file (a failed sync keeps no snapshot). */
  async abort(): Promise<void> {
    this.out.destroy();
    await fs.promises.rm(this.path, { force: true });
  }

  private write(text: string) {
    const chunk = Buffer.from(text, "utf8");
    this.hash.update(chunk);
    this.bytes += chunk.length;
    this.out.write(chunk);
  }
}
