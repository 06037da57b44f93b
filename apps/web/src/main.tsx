import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './shell/App.tsx'
import './styles.css'
import './shell/shell.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
