import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { cspHeader } from '../../lib/csp.ts';
import { cookieLanguage } from '../../lib/content-language.ts';
import { BOOT_HERO_MARKER, bootHeroFor } from './boot-hero.ts';
import { StaticFileCache, pickEncoding } from './static-files.ts';
import type { StaticFile } from './static-files.ts';

export const SITE_PREFIX = '/m/';
export const BACK_OFFICE_PREFIX = '/bo/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and anything not content-hashed) must be revalidated so deploys show at once. */
const REVALIDATE = 'no-cache';

function queryOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Site not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>The site has not been built yet</h1>
<p>The API is running, but <code>apps/web/dist</code> does not exist.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload this page.</p>
</body></html>`;

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: StaticFileCache,
  absolutePath: string,
  file: StaticFile,
  cacheControl: string,
): Promise<FastifyReply> {
  reply.header('cache-control', cacheControl).header('etag', file.etag);
  if (file.compressible) reply.header('vary', 'Accept-Encoding');
  // The shell's own inline scripts are allowed by hash, computed from this very file. A 304
  // needs it too: the browser applies the revalidated response's policy to the cached page.
  if (file.scriptHashes.length > 0) {
    reply.header('content-security-policy', cspHeader(file.scriptHashes));
  }
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)
  ) {
    return reply.code(304).send();
  }
  reply.type(file.type);
  const encoding = file.compressible
    ? pickEncoding(request.headers['accept-encoding'])
    : 'identity';
  if (encoding === 'identity') return reply.send(file.raw);
  // Setting Content-Encoding ourselves also tells @fastify/compress to leave the body alone.
  const body = await cache.variant(absolutePath, file, encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * Serves the built SPA under /m/: real files as they are (hashed assets cached for a year),
 * every other /m/ path gets index.html so the client router decides.
 */
export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const root = path.resolve(ctx.config.WEB_DIST_DIR);
  const indexPath = path.join(root, 'index.html');
  const cache = new StaticFileCache();
  /** index.html with a boot hero filled in, per (build, hero); a handful at most. */
  const pages = new Map<string, StaticFile>();

  /** index.html for this request: with the page's first banner in its boot markup if it applies. */
  async function pageFor(
    request: FastifyRequest,
    index: StaticFile,
  ): Promise<[string, StaticFile]> {
    if (!index.raw.includes(BOOT_HERO_MARKER)) return [indexPath, index];
    const [pathname = '', search = ''] = request.url.split('?');
    const hero = await bootHeroFor(ctx, pathname, search, request.ip, cookieLanguage(request));
    if (!hero.key) return [indexPath, index];
    const key = `${index.etag}|${hero.key}`;
    let page = pages.get(key);
    if (!page) {
      if (pages.size >= 16) pages.clear();
      const raw = Buffer.from(hero.apply(index.raw.toString('utf8')));
      page = {
        ...index,
        raw,
        size: raw.length,
        etag: `${index.etag.slice(0, -1)}-${hero.key}"`,
        variants: {},
      };
      pages.set(key, page);
    }
    // A distinct cache path keeps StaticFileCache from serving index.html's own .br/.gz files.
    return [`${indexPath}#${hero.key}`, page];
  }

  if (fs.existsSync(indexPath)) {
    cache.warm(root).catch((error: unknown) => app.log.warn({ err: error }, 'site warm-up failed'));
  }

  const redirectToSite = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(`${SITE_PREFIX}${queryOf(request.url)}`, 302);
  app.get('/', { schema: { hide: true } }, redirectToSite);
  app.get('/m', { schema: { hide: true } }, redirectToSite);

  // Files are compressed once and cached by StaticFileCache, not per request by the plugin.
  app.get(
    '/m/*',
    { compress: false, schema: { hide: true } },
    builtAppHandler({ root, cache, notBuilt: NOT_BUILT_PAGE, page: pageFor }),
  );
}

interface BuiltApp {
  root: string;
  cache: StaticFileCache;
  /** Answered (503) while the app's build is missing. */
  notBuilt: string;
  /** The HTML shell for a request (the site fills in a boot hero); default index.html. */
  page?: (request: FastifyRequest, index: StaticFile) => Promise<[string, StaticFile]>;
  /** Paths under the prefix that are never the shell (a wrong API path answers 404 JSON). */
  notShell?: readonly string[];
}

/**
 * A built single-page app under a prefix: its real files as they are (hashed assets cached for
 * a year), a missing hashed asset 404 (a stale reference, not the HTML shell), any other path
 * the shell, so the client router decides.
 */
function builtAppHandler(built: BuiltApp) {
  const { root, cache } = built;
  const indexPath = path.join(root, 'index.html');
  const stale = ['/assets/', ...(built.notShell ?? [])];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const index = await cache.get(indexPath);
    if (!index) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .type('text/html; charset=utf-8')
        .send(built.notBuilt);
    }
    const wildcard = (request.params as { '*'?: string })['*'] ?? '';
    const relative = path.posix.normalize(`/${wildcard}`);
    const absolutePath = path.join(root, relative);
    const inside = absolutePath === root || absolutePath.startsWith(root + path.sep);
    if (inside && !wildcard.includes('\0') && relative !== '/') {
      const file = await cache.get(absolutePath);
      if (file) {
        const cacheControl = relative.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
        return sendFile(request, reply, cache, absolutePath, file, cacheControl);
      }
      if (stale.some((prefix) => relative.startsWith(prefix))) {
        return sendFailure(request, reply, 404, 'route.not.found');
      }
    }
    const [pagePath, page] = built.page ? await built.page(request, index) : [indexPath, index];
    return sendFile(request, reply, cache, pagePath, page, REVALIDATE);
  };
}

const BO_NOT_BUILT_PAGE = NOT_BUILT_PAGE.replaceAll('The site', 'The back office')
  .replaceAll('Site not built', 'Back office not built')
  .replace('apps/web/dist', 'apps/backoffice/dist');

/**
 * Serves the back office's own build under /bo/ (issue 21): hashed assets for a year, any other
 * path index.html. Kept apart from the member site: its bundle never reaches a member's phone.
 */
export function registerBackOfficeSite(app: FastifyInstance, ctx: AppContext): void {
  app.get('/bo', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`${BACK_OFFICE_PREFIX}${queryOf(request.url)}`, 302),
  );
  app.get(
    '/bo/*',
    { compress: false, schema: { hide: true } },
    builtAppHandler({
      root: path.resolve(ctx.config.BO_DIST_DIR),
      cache: new StaticFileCache(),
      notBuilt: BO_NOT_BUILT_PAGE,
      notShell: ['/api/'],
    }),
  );
}
