import fs from "node:fs";

/**
 * CPU time (user + system, ms) and resident memory (MB) of a process and its descendants, from /proc (Linux). On a
 * shared machine a route's CPU per request is steadier than its throughput, which other people's work bends.
 * Answers undefined where /proc is missing.
 */
export function processTreeUsage(rootPid: number): { cpuMs: number; rssMb: number } | undefined {
  try {
    let cpuMs = 0;
    let rssMb = 0;
    for (const pid of descendants(rootPid)) {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, rss the 22nd (pages).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      cpuMs += ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
      rssMb += (Number(fields[21]) * 4096) / 1_048_576;
    }
    return { cpuMs, rssMb };
  } catch {
    return undefined;
  }
}

/** USER_HZ, 100 on every Linux this runs on. */
const CLOCK_TICKS = 100;

function descendants(pid: number): number[] {
  const out = [pid];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    if (children) for (const child of children.split(" ")) out.push(...descendants(Number(child)));
  }
  return out;
}
