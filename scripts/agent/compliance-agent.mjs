#!/usr/bin/env node
// The device agent: `npx compliance-agent --url … --key … --integration …` (docs/agent.md). Plain Node ≥ 20,
// no dependencies: this folder can be copied alone. The work is in cli.mjs, collect.mjs and send.mjs.
import { main } from "./cli.mjs";

const [major] = process.versions.node.split(".").map(Number);
if (major < 20) {
  process.stderr.write(`compliance-agent needs Node.js 20 or later (this is ${process.versions.node}).\n`);
  process.exit(2);
}

process.exitCode = await main(process.argv.slice(2));
