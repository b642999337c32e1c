// Zod, under the contract's schemas, compiles an object schema with `new Function` when the schema is created,
// after finding out whether it may by trying once, which the site's Content-Security-Policy (no 'unsafe-eval')
// reports as a violation (issue 14.2). It reads its settings from globalThis.__zod_globalConfig, so they are set
// here, in a plain script that runs before the app's modules (a module cannot: the bundler runs the chunk holding
// the schemas before the entry's own code). The browser's parses are few and small.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
