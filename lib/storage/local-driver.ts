import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ObjectDriver, ObjectInfo } from "./types";

/** Writes in progress, beside the objects (same filesystem, so finishing one is a rename); never listed as objects. */
const TEMP_DIR = ".tmp";
const PAGE = 1000;

/**
 * The local folder (UPLOAD_DIR, default DATA_DIR/uploads): one machine's disk, the embedded default. An object is
 * `<root>/<key>`; a write goes to `<root>/.tmp/<uuid>` and is renamed into place once complete.
 */
export class LocalDriver implements ObjectDriver {
  readonly name = "local" as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...key.split("/"));
  }

  async write(key: string, body: Readable, signal?: AbortSignal): Promise<void> {
    const tempDir = path.join(this.root, TEMP_DIR);
    await fs.promises.mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, randomUUID());
    try {
      await pipeline(body, fs.createWriteStream(temp, { mode: 0o600 }), { signal });
      const target = this.pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(temp, target);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const handle = await fs.promises.open(this.pathOf(key), "r");
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const stat = await fs.promises.stat(this.pathOf(key));
      return stat.isFile() ? { key, size: stat.size, lastModified: stat.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<ObjectInfo[]> {
    let page: ObjectInfo[] = [];
    for await (const info of this.walk(this.root, [])) {
      page.push(info);
      if (page.length >= PAGE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  private async *walk(dir: string, prefix: string[]): AsyncIterable<ObjectInfo> {
    let handle: fs.Dir;
    try {
      handle = await fs.promises.opendir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for await (const entry of handle) {
      // Dot entries are writes in progress (.tmp, and the .upload-*/.snapshot-* names of earlier versions), not objects.
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* this.walk(full, [...prefix, entry.name]);
      else if (entry.isFile()) {
        const stat = await fs.promises.stat(full).catch(() => null);
        if (stat) yield { key: [...prefix, entry.name].join("/"), size: stat.size, lastModified: stat.mtime };
      }
    }
  }

  async presign(): Promise<string | null> {
    return null;
  }

  async ping(): Promise<void> {
    await fs.promises.mkdir(this.root, { recursive: true });
    await fs.promises.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
  }

  async removeIncomplete(before: Date): Promise<number> {
    let removed = 0;
    const stale = async (file: string) => {
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtime < before) {
        await fs.promises.rm(file, { force: true });
        removed++;
      }
    };
    const tempDir = path.join(this.root, TEMP_DIR);
    for (const name of await fs.promises.readdir(tempDir).catch(() => [] as string[])) await stale(path.join(tempDir, name));
    // Temporary files of earlier versions sat beside the account's objects.
    for (const account of await fs.promises.readdir(this.root, { withFileTypes: true }).catch(() => [] as fs.Dirent[])) {
      if (!account.isDirectory() || account.name.startsWith(".")) continue;
      const dir = path.join(this.root, account.name);
      for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
        if (name.startsWith(".upload-") || name.startsWith(".snapshot-")) await stale(path.join(dir, name));
      }
    }
    return removed;
  }
}
