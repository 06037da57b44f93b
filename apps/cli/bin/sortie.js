#!/usr/bin/env node
// The sources are TypeScript run in place (no build step), so the bin registers tsx first.
import { register } from 'tsx/esm/api'

register()
await import('../src/main.ts')
