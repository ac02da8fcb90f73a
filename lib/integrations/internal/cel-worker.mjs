/**
 * The worker thread that runs custom tests (cel-sandbox.ts starts it, from this file as it is in the repository:
 * plain JavaScript, so Node runs it without a bundler or a TypeScript loader, under vitest, tsx and `next start`).
 *
 * One message is one job: the account's tests, a batch of resources and the (resource, test) pairs to evaluate,
 * in order. Before each pair it bumps a shared counter, so the server can tell which pair is running when one
 * stops making progress and end this thread (the only way to stop a synchronous evaluation). Results go back in
 * chunks every FLUSH_MS, so a stopped job loses little work.
 */
import { parentPort, workerData } from "node:worker_threads";
import { compileCel, runCelTest } from "./cel-engine.mjs";

const FLUSH_MS = 50;
const MAX_CACHED = 500;
/** [0]: pairs of the current job started so far. */
const started = new Int32Array(workerData.progress);
const programs = new Map();

function compiled(expression) {
  let program = programs.get(expression);
  if (!program) {
    if (programs.size >= MAX_CACHED) programs.clear();
    program = compileCel(expression);
    programs.set(expression, program);
  }
  return program;
}

parentPort.on("message", (job) => {
  const tests = job.tests.map((t) => [compiled(t.expression), t.appliesWhen ? compiled(t.appliesWhen) : null]);
  const now = new Date(job.now);
  const count = job.pairs.length / 2;
  let results = [];
  let from = 0;
  let flushedAt = performance.now();
  for (let k = 0; k < count; k++) {
    Atomics.add(started, 0, 1);
    const r = job.resources[job.pairs[2 * k]];
    const [test, appliesWhen] = tests[job.pairs[2 * k + 1]];
    const evaluation = runCelTest(test, appliesWhen, { attributes: r.attributes, resource: { name: r.name, externalId: r.externalId, type: r.type }, now });
    results.push(evaluation.outcome, evaluation.detail);
    if (performance.now() - flushedAt >= FLUSH_MS && k + 1 < count) {
      parentPort.postMessage({ id: job.id, from, results, done: false });
      from = k + 1;
      results = [];
      flushedAt = performance.now();
    }
  }
  parentPort.postMessage({ id: job.id, from, results, done: true });
});

parentPort.postMessage({ ready: true });
