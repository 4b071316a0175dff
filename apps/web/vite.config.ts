import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyRequestsScript } from './src/app/early-requests.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/** Spec section 9: the service worker's update window; cached pages never outlive it. */
const SW_UPDATE_WINDOW_SECONDS = 60;

/**
 * Marks contracts' top-level zod schema definitions as pure so that a bundle importing only
 * constants or rules from a contracts module does not keep its schemas (and zod) alive.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'pure-contract-schemas',
    apply: 'build',
    transform: {
      filter: { id: /packages\/contracts\/src\/.*\.ts$/ },
      handler(code) {
        return code.replace(
          /(^export const \w+(?::[^=]+)? = )(z\.|csvOf\(|okEnvelope\()/gm,
          '$1/* @__PURE__ */ $2',
        );
      },
    },
  };
}

/**
 * The home screen is the landing page: preload its lazy chunk from index.html so it downloads
 * beside the entry instead of after it (one round trip less before the first banner), and
 * fetch its stylesheet early without blocking the first paint.
 */
function preloadLandingChunk(entryModule: string): Plugin {
  return {
    name: 'preload-landing-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(entryModule),
        );
        if (!chunk || chunk.type !== 'chunk') return [];
        const base = '/m/';
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: base + chunk.fileName },
            injectTo: 'head',
          },
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: '', href: base + css },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
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

/**
 * The boot markup in index.html carries its own inline styles, so the app stylesheet need not
 * block the first paint: it is preloaded and applied by src/lib/app-stylesheet.ts before React
 * renders anything that needs it.
 */
function nonBlockingAppStylesheet(): Plugin {
  return {
    name: 'non-blocking-app-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/,
          '<link rel="preload" as="style" crossorigin href="$1" data-app-stylesheet>',
        ),
    },
  };
}

export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    pureContractSchemas(),
    earlyRequests(),
    nonBlockingAppStylesheet(),
    preloadLandingChunk('src/features/home/home-page.tsx'),
    VitePWA({
      // Registered by src/lib/service-worker.ts after the page has loaded.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/m/',
        name: 'Concha Play',
        short_name: 'Concha Play',
        description: 'Jogos, casino ao vivo e lotaria no telemóvel.',
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
        // index.html is never precached: a navigation always asks the network first and only
        // falls back to a copy younger than the update window (offline start-up).
        globPatterns: ['**/*.{js,css,svg,png,woff2}'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 4, maxAgeSeconds: SW_UPDATE_WINDOW_SECONDS },
              cacheableResponse: { statuses: [200] },
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
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // contracts modules only declare things (see pureContractSchemas). This keeps zod out
        // of the entry when the shell only uses contracts' constants and rules.
        moduleSideEffects: [{ test: /packages\/contracts\//, sideEffects: false }],
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
