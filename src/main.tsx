import '@/lib/zod-jitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import '@/styles/index.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element in index.html')

/*
 * The app: every route but the prerendered marketing pages, which are static HTML with their own
 * small scripts (vite.config.ts, src/islands/) and never load this. Reached from the app, those
 * pages render here like any route.
 */
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
