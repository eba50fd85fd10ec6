import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { flatRoutes } from 'remix-flat-routes'
import { defineConfig } from 'vite'
import { lucideIconImports } from './scripts/vite/lucide-icon-imports'
import { clientChunks } from './scripts/vite/client-chunks'
import { fileURLToPath } from 'node:url'

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    lucideIconImports(),
    // `remix vite:dev` gets D1/R2/Queues through this proxy; Durable Objects need `npm start` (see README)
    command === 'serve' && cloudflareDevProxyVitePlugin(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      // Route folders by area (remix-flat-routes hybrid routes, as the Epic Stack uses them):
      // `venues+/$id.tsx` is /venues/:id, a leading `_` folder adds no URL segment. Files beside
      // a route that are not routes: `__name.tsx` (its components) and `*.server.ts` (its helpers).
      ignoredRouteFiles: ['**/*'],
      routes: async (defineRoutes) =>
        flatRoutes('routes', defineRoutes, {
          ignoredRouteFiles: ['**/.*', '**/*.css', '**/*.test.{js,jsx,ts,tsx}', '**/__*.*', '**/*.server.*', '**/*.client.*'],
        }),
    }),
    tailwindcss(),
  ],
  resolve: {
    mainFields: ['browser', 'module', 'main'],
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  ssr: {
    resolve: {
      conditions: ['workerd', 'worker', 'browser'],
      externalConditions: ['workerd', 'worker'],
    },
  },
  build: {
    minify: isSsrBuild ? true : 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 2 } },
    // the SSR build is one file for the Worker (chunks only matter to the browser), and its lazy
    // parts import what they use, not bare `import "pkg"` lines hoisted for preloading: wrangler's
    // bundler printed ~550 'ignored-bare-import' warnings for those on every `npm start`
    rollupOptions: isSsrBuild ? { output: { hoistTransitiveImports: false } } : { output: { manualChunks: clientChunks() } },
  },
}))
