import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyRequestsScript } from './src/app/early-requests.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/** Spec section 9: the service worker's update window; cached pages never outlive it. */
const SW_UPDATE_WINDOW_SECONDS = 60;

/**
 * Marks contracts' zod schema definitions as pure so that a bundle importing only constants or
 * rules from a contracts module does not keep its schemas (and zod) alive. Every `z.` call is
 * marked, not only the top-level one: a pure call's arguments still count, so `z.object({ id:
 * z.number() })` kept `z.number()` and zod with it (the live-events module, decision 062, holds
 * its paths beside its schemas). Comment lines are left alone: a marker there would close them.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'pure-contract-schemas',
    apply: 'build',
    transform: {
      filter: { id: /packages\/contracts\/src\/.*\.ts$/ },
      handler(code) {
        return code
          .split('\n')
          .map((line) =>
            /^\s*(\/\/|\/\*|\*)/.test(line)
              ? line
              : line
                  .replace(
                    /(^export const \w+(?::[^=]+)? = )(csvOf\(|okEnvelope\()/,
                    '$1/* @__PURE__ */ $2',
                  )
                  .replace(/(^|[\s([{,:=?])(z\.\w+\()/g, '$1/* @__PURE__ */ $2'),
          )
          .join('\n');
      },
    },
  };
}

/**
 * index.html prefetches the app (src/app/start.tsx, which the tiny entry imports once the boot
 * screen has painted) and the home screen, the landing page, with every chunk they import: all
 * of it downloads beside the entry instead of after it. A prefetch (not a modulepreload) only
 * fills the HTTP cache: a modulepreload also compiles the scripts as they arrive, on the main
 * thread, before the hero banner has painted (measured: Lighthouse LCP about 2.1 s with
 * modulepreload, 1.2 s with prefetch; time to interactive 3.0 s and 1.5 s). Their stylesheets
 * are prefetched likewise: the boot screen has its own inline styles, so the app's stylesheet
 * does not block its first paint, and Vite's helper applies it when the entry imports the app.
 */
function prefetchLandingChunks(modules: string[]): Plugin {
  return {
    name: 'prefetch-landing-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
          if (!chunk.isEntry) files.add(fileName);
          // Its stylesheets too: the entry loads them (through Vite's helper) with the app.
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const module of modules) {
          const chunk = Object.values(bundle).find(
            (output) =>
              output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(module)),
          );
          if (chunk) visit(chunk.fileName);
        }
        const base = '/m/';
        return [...files].map((file) => ({
          tag: 'link',
          // crossorigin: module scripts are fetched in CORS mode, and only a prefetch made in
          // the same mode is reused from the cache.
          attrs: {
            rel: 'prefetch',
            crossorigin: '',
            href: base + file,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const VENDOR_MODULE =
  /node_modules[\\/](preact|react|react-dom|react-router|scheduler|@tanstack|zustand)[\\/]/;

const SHELL_MODULE =
  /(src[\\/]lib[\\/](loading-store|modal-store|chrome-rules|storage|network-store|money-locale)|src[\\/]features[\\/]member[\\/]api[\\/]member-queries|packages[\\/]contracts[\\/]src[\\/](constants|api[\\/]paths|rules[\\/]money))\.ts$/;
const LANDING_MODULE =
  /src[\\/](app[\\/]start\.tsx|features[\\/]home[\\/](home-page|components[\\/]|lib[\\/])|components[\\/](game-tile[\\/]|promo[\\/]|ui[\\/]icons)|features[\\/]favourites[\\/](use-favourites|favourite-keys)|lib[\\/](use-near-viewport|use-document-visible|use-media-query|browser-random))/;

/**
 * React Router's package points every bundler at its development build, whose warnings stay
 * in a production bundle; its production build differs only in turning them off, so the
 * minifier drops them from the vendor chunk every first visit downloads.
 */
function reactRouterProductionBuild(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const production = path.join(path.dirname(packageJson), 'dist/production/index.mjs');
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

/**
 * The production build runs on Preact through preact/compat instead of React (decision 052):
 * the same components, hooks and libraries (React Router, TanStack Query, Zustand) on a runtime of about 11 KB gzip instead of about 60 KB, which every first visit
 * downloads, compiles and runs before the first screen. The dev server and the unit tests keep
 * the real React (its warnings and dev tools). `WEB_RUNTIME=react npm run build -w @app/web`
 * builds on React, to compare.
 */
function preactInProduction(): Plugin {
  return {
    name: 'preact-in-production',
    apply: (_config, { command }) => command === 'build' && process.env.WEB_RUNTIME !== 'react',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react$/, replacement: 'preact/compat' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
        ],
      },
    }),
  };
}

/** Starts the first API calls from index.html itself (see src/app/early-requests.ts). */
function earlyRequests(): Plugin {
  return {
    name: 'early-requests',
    // Replaces a marker placed before any stylesheet: an inline script after a stylesheet
    // would wait for it to download.
    transformIndexHtml: (html) =>
      html.replace('<!-- early-requests -->', `<script>${earlyRequestsScript()}</script>`),
  };
}

export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    reactRouterProductionBuild(),
    preactInProduction(),
    pureContractSchemas(),
    earlyRequests(),
    prefetchLandingChunks(['src/app/start.tsx', 'src/features/home/home-page.tsx']),
    VitePWA({
      // Registered by src/lib/service-worker.ts after the page has loaded.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/m/',
        name: 'Concha Play',
        short_name: 'Concha Play',
        description: 'Jogos, cassino ao vivo e loteria no celular.',
        lang: 'pt',
        start_url: '/m/home',
        scope: '/m/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f4f5f9',
        theme_color: '#0b3d5c',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The app shell, versioned by the precache manifest (a new build replaces it and
        // cleanupOutdatedCaches drops the old one): scripts, styles, index.html, fonts, icons
        // and the manifest. Never an API answer: /wps/, /lgw/ and /lotto/ calls (balances
        // included) have no route here, so the service worker leaves them to the network.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // A navigation asks the network first (the server fills the page's first banner
            // in, decision 006); offline it gets a copy younger than the update window, else
            // the precached shell (decision 019).
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && url.pathname.startsWith('/m/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 4, maxAgeSeconds: SW_UPDATE_WINDOW_SECONDS },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    // No preload lists beside the dynamic imports (decision 014): every lazy screen would add
    // its list of chunk names to the entry, which every first visit downloads. A lazy screen's
    // own imports then load as the browser discovers them; its stylesheets still load first.
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        // contracts modules only declare things (see pureContractSchemas). This keeps zod out
        // of the entry when the shell only uses contracts' constants and rules.
        moduleSideEffects: [{ test: /packages\/contracts\//, sideEffects: false }],
      },
      output: {
        advancedChunks: {
          // One chunk for the libraries every screen runs on (React, the router, TanStack
          // Query, Zustand): left to itself the bundler splits them by which lazy screens share
          // them, and each extra file costs the first visit a request and compression.
          groups: [
            // Vite's dynamic-import helper, alone: the entry imports it, and inside the shell
            // group (which takes its members' imports with it) it made the entry import the
            // whole app statically: the app and the libraries were fetched at high priority
            // and evaluated, and the app's stylesheet blocked the boot screen's first paint,
            // before the hero banner was on the glass (see src/main.tsx).
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 3 },
            {
              name: 'vendor',
              // Mutations and infinite queries only serve lazy screens (spins, forms, records,
              // round history), and TanStack Virtual only the game lists: left out, they
              // travel there.
              test: (id: string) =>
                VENDOR_MODULE.test(id) && !/mutation|infinite|virtual/i.test(id),
            },
            // Likewise everything a first visit runs beside the entry, as one file: the app
            // itself (src/app/start.tsx and, recursively, what it imports statically), the
            // small shell modules the lazy screens share (stores, chrome rules, the contracts'
            // constants and paths), the home screen and the blocks it shares with the game
            // pages (tiles, hearts, promo blocks). One file compresses better than four and
            // needs no import lists between them (measured: 150.2 KB gzip as start, shell and
            // home chunks; 148.3 KB as one). Nothing here may import zod.
            {
              name: 'shell',
              test: (id: string) => SHELL_MODULE.test(id) || LANDING_MODULE.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/wps': API_TARGET,
      '/lgw': API_TARGET,
      '/lotto': API_TARGET,
    },
  },
  preview: {
    proxy: {
      '/wps': API_TARGET,
      '/lgw': API_TARGET,
      '/lotto': API_TARGET,
    },
  },
});
