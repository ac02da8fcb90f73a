import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface BenchBucket {
  /** The app's S3 driver settings for this bucket (STORAGE_DRIVER=s3, S3_*, credentials). */
  env: Record<string, string>;
  pid: number;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) in its own process on BENCH_S3_PORT (default 4420): the bucket of the storage benchmarks. */
export async function startBenchBucket(): Promise<BenchBucket> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = fork(path.join(here, "s3-bucket-child.ts"), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    child.once("message", (message: { kind: string; env: Record<string, string> }) => resolve(message.env));
    child.once("exit", (code) => reject(new Error(`the s3rver process exited (${code})`)));
  });
  return {
    env,
    pid: child.pid!,
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ kind: "close" });
      await exited;
    },
  };
}
