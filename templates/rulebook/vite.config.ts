// Only what a person needs for `npm run dev` / `npm run build`; Playsmith builds with its own settings.
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  build: { chunkSizeWarningLimit: 2000 },
});
