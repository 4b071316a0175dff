/**
 * `npm run serve` (and so `npm start`): the operator's server and our game provider, one
 * command (decision 039). On first start it writes `data/provider-secrets.json` (mode 0600):
 * one random 32-byte secret per provider brand, which both processes install as that brand's
 * shared secret. Nothing secret is printed or shipped. Either process stopping stops both.
 *
 * Run apart (another machine): start the provider with `npm run provider:serve` and
 * OPERATOR_URL, PROVIDER_PUBLIC_URL; the server with GAME_PROVIDER_URL; and give each side the
 * brands' secrets (`npm run vendor -- add <BRAND> --secret-env S` on the operator,
 * `npm run provider -- brand <BRAND> --secret-env S` on the provider).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_BRANDS, ensureProviderSecrets } from './lib/provider-secrets.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECRETS_FILE = path.join(ROOT, 'data/provider-secrets.json');
ensureProviderSecrets(
  SECRETS_FILE,
  (process.env.GAME_PROVIDER_VENDORS ?? DEFAULT_BRANDS).split(','),
);

const serverPort = process.env.PORT ?? '3000';
const providerPort = process.env.PROVIDER_PORT ?? '3100';
const NODE = process.execPath;
const FLAGS = ['--disable-warning=ExperimentalWarning'];

function start(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(NODE, [...FLAGS, entry], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

const children = [
  start('apps/provider/src/server.ts', {
    PROVIDER_PORT: providerPort,
    OPERATOR_URL: process.env.OPERATOR_URL ?? `http://127.0.0.1:${serverPort}`,
    PROVIDER_SECRETS_FILE: process.env.PROVIDER_SECRETS_FILE ?? SECRETS_FILE,
  }),
  start('apps/server/src/server.ts', {
    PORT: serverPort,
    GAME_PROVIDER_URL: process.env.GAME_PROVIDER_URL ?? `http://127.0.0.1:${providerPort}`,
    GAME_PROVIDER_SECRETS_FILE: process.env.GAME_PROVIDER_SECRETS_FILE ?? SECRETS_FILE,
  }),
];

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 11_000).unref();
  let left = children.filter((child) => child.exitCode === null).length;
  if (left === 0) process.exit(code);
  for (const child of children) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
  }
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
