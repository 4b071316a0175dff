import { API, HOME_SCREEN_PATH_PATTERN } from '@app/contracts';

/**
 * Calls index.html starts before any script has downloaded (`<link rel="preload" as="fetch">`,
 * low priority: the boot screen and its hero banner come first),
 * so their answers are ready when the app asks for them: the system status on every path, and
 * the home calls whose data leads to the first banner (the largest paint) on home paths.
 * The URLs must equal, byte for byte, what the app requests, or the browser fetches twice:
 * early-requests.test.ts checks them against the real queries.
 */
export type EarlyLanguage = 'PT' | 'EN' | 'VI';

export function earlyRequestUrls(language: EarlyLanguage): { all: string[]; home: string[] } {
  return {
    all: [`${API.systemStatus}?language=${language}`],
    home: [
      `${API.announcements}?types=B%2CPL%2CPU&platform=M&groupName=m_home&language=${language}`,
      `${API.hotGames}?isPlatform=2&platform=html5&language=${language}`,
    ],
  };
}

/** The inline script (ES5, no dependencies) that index.html runs in <head>. */
export function earlyRequestsScript(): string {
  const urls = {
    PT: earlyRequestUrls('PT'),
    EN: earlyRequestUrls('EN'),
    VI: earlyRequestUrls('VI'),
  };
  return [
    '(function(){try{',
    `var u=${JSON.stringify(urls)};`,
    "var s=localStorage.getItem('language'),l=s==='en'?u.EN:s==='vi'?u.VI:u.PT;",
    `var list=new RegExp(${JSON.stringify(HOME_SCREEN_PATH_PATTERN)}).test(location.pathname)?l.all.concat(l.home):l.all;`,
    'for(var i=0;i<list.length;i++){var k=document.createElement("link");',
    'k.rel="preload";k.setAttribute("as","fetch");k.setAttribute("fetchpriority","low");k.crossOrigin="anonymous";k.href=list[i];document.head.appendChild(k);}',
    '}catch(e){}})();',
  ].join('');
}
