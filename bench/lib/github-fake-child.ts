/**
 * The child process of bench/lib/github-fake.ts: serves the benchmark organisation and answers `stats` and
 * `close` over IPC. Arguments: repos members latencyMs.
 */
import { startFakeGitHub } from "../../tests/fakes/github/server";
import { benchOrganization } from "./github-fake";

async function main() {
  const [repos, members, latencyMs] = process.argv.slice(2).map(Number);
  const fake = await startFakeGitHub(benchOrganization(repos, members, latencyMs));
  process.on("message", async (message: { kind: string }) => {
    if (message.kind === "stats") {
      process.send!({ kind: "stats", requests: fake.requests, maxInFlight: fake.maxInFlight, calls: [...fake.calls] });
    } else if (message.kind === "close") {
      await fake.close();
      process.disconnect();
      process.exit(0);
    }
  });
  // The parent went away without closing: do not linger.
  process.on("disconnect", () => process.exit(0));
  process.send!({ kind: "ready", url: fake.url, token: fake.token });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
