import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import gunframe from '../package.ts'
import { battleSetupSchema } from './setup-schema.ts'

describe('GF-SETUP-SCHEMA: a battle setup from outside is checked before the game starts', () => {
  test('GF-SETUP-SCHEMA: the quick setups pass; an upgrade that is not an object, on a unit or one of its forms, is refused', () => {
    const setup = unwrap(gunframe.quickSetup({}, 'schema')) as unknown as {
      squadrons: Record<string, { upgrades?: unknown[]; forms?: { upgrades?: unknown[] }[] }[]>
    }
    expect(battleSetupSchema.safeParse(setup).success).toBe(true)
    const onUnit = structuredClone(setup)
    onUnit.squadrons.p1![0]!.upgrades = [-1]
    expect(battleSetupSchema.safeParse(onUnit).success).toBe(false)
    const onForm = structuredClone(setup)
    onForm.squadrons.p1![0]!.forms = [{ upgrades: [-1] }]
    expect(battleSetupSchema.safeParse(onForm).success).toBe(false)
  })
})
