import { SYSTEM_STATUS, bannerArtUrl, heroBannerGroup, resolveSystemStatus } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { localizeRows, merchantLanguage } from '../../lib/content-language.ts';
import type { ContentLanguage } from '../../lib/content-language.ts';
import { listBanners } from '../announcements/announcements.repository.ts';
import { findStatus } from '../system/system.repository.ts';
import { statusFlags } from '../system/system.service.ts';

/** Where index.html wants the hero's preload (top of head) and the hero itself (boot markup). */
export const BOOT_HERO_PRELOAD_MARKER = '<!-- boot-hero-preload -->';
export const BOOT_HERO_MARKER = '<!-- boot-hero -->';

export interface BootHero {
  /** Distinguishes page variants for the ETag and the compressed-body cache; null: no hero. */
  key: string | null;
  /** Fills both markers of index.html. */
  apply(html: string): string;
}

const NONE: BootHero = { key: null, apply: (html) => html };

/**
 * The page's first banner, sent inside the boot markup of index.html so a phone starts loading
 * and paints it straight from the HTML instead of after the app bundle and the announcements
 * call (it is the page's largest paint): the first m_home banner on home-screen paths, the
 * game type's first banner on the game list and game centre pages (`heroBannerGroup`; their
 * carousel sits where home's does). Never when the visitor will be shown the maintenance or
 * IP-restricted page instead.
 *
 * The art draws the banner's title, so its URL names a language, and the carousel must ask for
 * the identical URL (the browser reuses the image). The site keeps its language in localStorage
 * and mirrors it to the `language` cookie, which is all the server can see here: the cookie's
 * language, else the merchant's default (the site's own default too). Not Accept-Language: the
 * site does not follow it either.
 */
export async function bootHeroFor(
  ctx: AppContext,
  pathname: string,
  search: string,
  clientIp: string,
  siteLanguage: ContentLanguage | null,
): Promise<BootHero> {
  const group = heroBannerGroup(pathname, search);
  if (!group) return NONE;
  const [status, banners, language] = await Promise.all([
    findStatus(ctx.db, ctx.merchantCode),
    listBanners(ctx.db, ctx.merchantCode, 'M', { only: group }),
    siteLanguage ?? merchantLanguage(ctx.db, ctx.merchantCode),
  ]);
  if (resolveSystemStatus(statusFlags(status, clientIp)) !== SYSTEM_STATUS.normal) return NONE;
  const first = banners[0];
  if (!first) return NONE;
  // Issue 22: the uploaded image of this language (as the carousel names it), else the art.
  const [shown] = await localizeRows(
    ctx.db,
    ctx.merchantCode,
    'banner',
    language,
    [first],
    ['image_url'],
  );
  const src = shown?.image_url ?? bannerArtUrl(first.id, language);
  return {
    key: `b${first.id}${language.toLowerCase()}${shown?.image_url ? src.slice(7, 23) : ''}`,
    apply: (html) =>
      html
        // In head, so the image is requested with the page, not after the head's other links.
        .replace(
          BOOT_HERO_PRELOAD_MARKER,
          `<link rel="preload" as="image" href="${src}" fetchpriority="high">`,
        )
        // alt is empty: a stand-in for the carousel, which names the banner once it renders.
        .replace(
          BOOT_HERO_MARKER,
          `<div class="boot-hero" id="boot-hero"><img src="${src}" ` +
            'width="750" height="300" alt="" fetchpriority="high"></div>',
        ),
  };
}
