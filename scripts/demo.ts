/**
 * `npm run demo`: builds the production app and starts it with the demo account (scripts/start.ts --demo).
 * Next's build prints nothing for minutes and then a route table of hundreds of lines; here each of its phases is
 * one line with the seconds so far, its full output is kept in DATA_DIR/demo-build.log, and is printed only when the
 * build fails. The banner with the URL and the login comes last; the server logs only warnings until LOG_LEVEL says otherwise.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Next's own progress lines, in the order it prints them, and what we call each. */
const PHASES: [RegExp, string][] = [
  [/Creating an optimized production build/, "compiling the app"],
  [/Compiled successfully|Compiled with warnings/, "compiled"],
  [/Collecting page data/, "collecting page data"],
  [/Generating static pages/, "pre-rendering static pages"],
  [/Finalizing page optimization/, "finalizing"],
  [/Collecting build traces/, "collecting build traces"],
];

function build(logFile: string): Promise<number> {
  const started = Date.now();
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
  const tty = process.stdout.isTTY;
  let phase = "starting";
  let shown = -1;
  const log = fs.createWriteStream(logFile);
  console.log(`Building the app (a few minutes the first time; full output in ${logFile})`);
  const child = spawn(process.execPath, [path.resolve("node_modules", "next", "dist", "bin", "next"), "build"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const onOutput = (chunk: Buffer) => {
    log.write(chunk);
    const text = chunk.toString();
    PHASES.forEach(([pattern, name], index) => {
      if (index > shown && pattern.test(text)) {
        shown = index;
        phase = name;
        if (tty) process.stdout.write("\r\x1b[K");
        console.log(`  ${seconds().padStart(5)}  ${name}`);
      }
    });
  };
  child.stdout.on("data", onOutput);
  child.stderr.on("data", onOutput);
  // A ticking line between phases, on a terminal only (a log file gets the phase lines alone).
  const ticker = tty ? setInterval(() => process.stdout.write(`\r\x1b[K  ${seconds().padStart(5)}  … ${phase}`), 1000) : undefined;
  return new Promise((resolve) => {
    child.on("close", (code) => {
      clearInterval(ticker);
      if (tty) process.stdout.write("\r\x1b[K");
      log.end();
      if (code === 0) console.log(`Built in ${seconds()}.\n`);
      else {
        console.error(`\nThe build failed after ${seconds()}. Its output:\n`);
        console.error(fs.readFileSync(logFile, "utf8"));
      }
      resolve(code ?? 1);
    });
  });
}

const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
fs.mkdirSync(dataDir, { recursive: true });
const code = await build(path.join(dataDir, "demo-build.log"));
if (code !== 0) process.exit(code);
const start = spawn(process.execPath, [path.resolve("node_modules", "tsx", "dist", "cli.mjs"), path.resolve("scripts", "start.ts"), "--demo"], {
  stdio: "inherit",
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => start.kill(signal));
start.on("exit", (exitCode) => process.exit(exitCode ?? 0));
