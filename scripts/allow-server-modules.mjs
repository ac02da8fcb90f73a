/**
 * Modules marked `import "server-only"` throw when loaded outside Next's server bundles: that is what keeps them
 * out of the browser. Node scripts (the launcher, the server process, the operator CLI, benchmarks) are servers
 * too. Imported first (or passed with `node --import`), before lib/ is loaded, this lets them load those modules.
 */
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(
      'export async function resolve(specifier, context, next) { return specifier === "server-only" ? { url: "data:text/javascript,", ' +
        "shortCircuit: true } : next(specifier, context); }",
    ),
);
