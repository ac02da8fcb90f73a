import fs from "node:fs";
import path from "node:path";

/** A fresh screenshot folder per run (the data directory is reset by the web server command). */
export default function globalSetup() {
  fs.rmSync(path.resolve("e2e/artifacts"), { recursive: true, force: true });
  fs.mkdirSync(path.resolve("e2e/artifacts"), { recursive: true });
}
