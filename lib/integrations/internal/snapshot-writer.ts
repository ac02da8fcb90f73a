import { once } from "node:events";
import { PassThrough } from "node:stream";
import { fileStore, type PutResult } from "@/lib/storage";
import type { EvaluatedResource } from "./apply-batch";

export const SNAPSHOT_FORMAT = "compliance-platform/integration-snapshot@1";

export interface SnapshotHeader {
  integration: { id: string; name: string; provider: string };
  sync: { id: string; trigger: string; startedAt: string };
  tests: { id: string; title: string; severity: string; resourceType: string; controls: { framework: string; controlId: string }[] }[];
}

/**
 * Writes a sync's snapshot as one JSON document, streamed into storage as batches arrive (memory stays bounded by a
 * batch and the store's upload buffer) and hashed as it is written: `{format, integration, sync, tests, resources:
 * [...], summary}`. Every resource carries its attributes and each test's outcome and detail, so the file alone shows
 * what was observed. The object appears in storage only once `finish` completes it.
 */
export class SnapshotWriter {
  private readonly out = new PassThrough();
  private readonly stored: Promise<PutResult>;
  private first = true;
  private failed: unknown = null;

  constructor(
    readonly storageKey: string,
    header: SnapshotHeader,
  ) {
    this.stored = fileStore()
      .put(storageKey, this.out)
      .catch((error: unknown) => {
        // The store destroyed the stream: later writes go nowhere, and `add` must not wait for room that will not come.
        this.failed ??= error;
        throw error;
      });
    // Surfaced by `add` and `finish`; never left unhandled meanwhile (nor the stream's error when `abort` ends it).
    this.stored.catch(() => {});
    this.out.on("error", () => {});
    const head = JSON.stringify({ format: SNAPSHOT_FORMAT, ...header });
    // Open the document and its resources array; `finish` closes both.
    this.write(`${head.slice(0, -1)},"resources":[`);
  }

  async add(resources: EvaluatedResource[]): Promise<void> {
    if (this.failed) throw this.failed;
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
    if (this.out.writableNeedDrain && !this.failed) await Promise.race([once(this.out, "drain"), this.stored.catch(() => {})]);
    if (this.failed) throw this.failed;
  }

  /** Closes the document with its summary and waits until storage holds all of it; answers its size and SHA-256. */
  async finish(summary: Record<string, unknown>): Promise<PutResult> {
    this.write(`\n],"summary":${JSON.stringify(summary)}}\n`);
    this.out.end();
    return this.stored;
  }

  /** Stops writing; the store abandons the unfinished object (a failed sync keeps no snapshot). */
  async abort(): Promise<void> {
    this.failed ??= new Error("The snapshot was abandoned.");
    this.out.destroy(this.failed as Error);
    await this.stored.catch(() => {});
  }

  private write(text: string) {
    this.out.write(Buffer.from(text, "utf8"));
  }
}
