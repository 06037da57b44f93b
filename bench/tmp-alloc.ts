import { Session } from 'node:inspector/promises'
import fs from 'node:fs'
import { emptySplit, playSplit } from './gunframe-game.ts'
const sp = emptySplit()
playSplit('warm', ['greedy', 'greedy'], sp)
const session = new Session()
session.connect()
await session.post('HeapProfiler.enable')
await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMinorGC: true, includeObjectsCollectedByMajorGC: true } as never)
for (let i = 0; i < 3; i++) playSplit(`a-${i}`, ['greedy', 'greedy'], sp)
const { profile } = (await session.post('HeapProfiler.stopSampling')) as any
fs.writeFileSync('/tmp/alloc.heapprofile', JSON.stringify(profile))
console.log('decisions', sp.decisions)
