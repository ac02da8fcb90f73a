/**
 * The child process of bench/lib/s3-bucket.ts: a real S3-protocol server (s3rver, tests/helpers/s3rver.ts) in its own
 * process, so its memory is not counted as the app's. Answers `close` over IPC.
 */
import { S3TestServer } from "../../tests/helpers/s3rver";

async function main() {
  const server = await S3TestServer.start({ port: Number(process.env.BENCH_S3_PORT || 4420) });
  process.on("message", async (message: { kind: string }) => {
    if (message.kind !== "close") return;
    await server.close();
    process.disconnect();
    process.exit(0);
  });
  process.on("disconnect", () => {
    void server.close().finally(() => process.exit(0));
  });
  process.send!({ kind: "ready", env: server.env() });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
