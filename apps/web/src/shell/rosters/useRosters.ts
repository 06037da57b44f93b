/**
 * One ruleset's saved rosters from the server, latest first, and a refresh for after a save. A
 * server that cannot be reached lists none (the page still works with its examples).
 */
import { useCallback, useEffect, useState } from 'react'
import { api, type RosterSummary } from '../api.ts'

export function useRosters(ruleset: string): [RosterSummary[], () => void] {
  const [rosters, setRosters] = useState<RosterSummary[]>([])
  const refresh = useCallback(() => {
    api
      .listRosters(ruleset)
      .then(setRosters)
      .catch(() => setRosters([]))
  }, [ruleset])
  useEffect(refresh, [refresh])
  return [rosters, refresh]
}
