// Piscina worker entry. Worker threads do not inherit the CLI's TypeScript loader, so this plain
// JavaScript file registers tsx (as apps/cli/bin/sortie.js does) before loading the TypeScript task.
import { register } from 'tsx/esm/api'

register()
const { runTask } = await import('./thread-task.ts')

export default runTask
