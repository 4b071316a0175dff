import { bootHeroPainted } from './lib/boot-hero.ts';

/*
 * The entry stays tiny on purpose. index.html already paints a boot screen, with the first home
 * banner when the server sent one, and prefetches the app (see vite.config.ts), so the app
 * downloads meanwhile; it is only evaluated once that screen is on the glass.
 */
void bootHeroPainted().then(() => import('./app/start.tsx'));
