import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Flags every headless run here uses: no sandbox (root in CI), no GPU, no calls home. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const USUAL_PATH = '/usr/bin/chromium';
const USUAL_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const CHROME_INSTALL_HINT =
  'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or point CHROME_PATH at a ' +
  'Chromium or Chrome binary.';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string, searchPath = process.env.PATH ?? ''): string | null {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

export type ChromeLookup =
  { found: true; path: string; source: string } | { found: false; reason: string };

/** CHROME_PATH first, then /usr/bin/chromium, then the usual names on PATH. */
export function findChrome(env: NodeJS.ProcessEnv = process.env): ChromeLookup {
  const configured = env.CHROME_PATH?.trim();
  if (configured) {
    if (isExecutable(configured)) return { found: true, path: configured, source: 'CHROME_PATH' };
    return { found: false, reason: `CHROME_PATH=${configured} is not an executable file` };
  }
  if (isExecutable(USUAL_PATH)) return { found: true, path: USUAL_PATH, source: USUAL_PATH };
  for (const name of USUAL_NAMES) {
    const found = onPath(name, env.PATH);
    if (found) return { found: true, path: found, source: `${name} on PATH` };
  }
  return {
    found: false,
    reason: `no Chromium found (CHROME_PATH unset, no ${USUAL_PATH}, none of ${USUAL_NAMES.join(', ')} on PATH)`,
  };
}

/** The browser path or an error that says how to install one. */
export function requireChrome(env: NodeJS.ProcessEnv = process.env): string {
  const lookup = findChrome(env);
  if (lookup.found) return lookup.path;
  throw new Error(`Chromium is missing: ${lookup.reason}. ${CHROME_INSTALL_HINT}`);
}
