#!/usr/bin/env node
// `npm start`: build the web app (Vite) and serve it with the API from apps/server on
// http://localhost:3000 (or PORT). One process, embedded SQLite, nothing else to run.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('apps/server/src/main.ts')) {
  console.error('The web server is not part of this build yet; showing the command line instead.\n')
  spawnSync('npx', ['sortie', '--help'], { stdio: 'inherit' })
  process.exit(0)
}
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: 'apps/web', stdio: 'inherit' })
if (build.status !== 0) {
  console.error('The web app failed to build; see the messages above.')
  process.exit(build.status ?? 1)
}
const server = spawnSync('npx', ['tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env: process.env })
process.exit(server.status ?? 0)
