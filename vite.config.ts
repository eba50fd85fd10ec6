import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'

export default defineConfig(({ command }) => ({
  plugins: [
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
  build: { minify: true },
}))
