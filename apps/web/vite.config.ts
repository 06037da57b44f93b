import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// Vite 8 compiles .tsx with oxc and React's automatic runtime; the engine packages are plain TS
// resolved through the workspace links, so they are bundled like app code.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
})
