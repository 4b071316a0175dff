/**
 * zod probes `new Function` to compile fast parsers. Our Content-Security-Policy forbids eval,
 * so the probe shows up as a CSP violation on every page. Validation does not need the JIT:
 * zod reads this global config when its (lazy) chunk first loads, so set it before that.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
