/**
 * Settling the bid (F§7): points per asset and starting scores, the starting-tie procedure, and
 * the tactical positions (defender, point attacker, attackers) that order deployment.
 *
 * Starting scores count frames only: stations are not on the table yet (MF-RULING-START-STATIONS).
 * A tie for the highest starting score: two tied players call odd/even on one d6 (the earlier seat
 * has odd); three or more roll one die with a face per tied player (MF-RULING-BID-TIE). The winner
 * removes a frame, adds a spare frame, or — the project's extra option — simply takes the Defender
 * position; after a change the bid is settled again.
 */
import type { Dice, Seat } from '@sortie/engine'
import { sizeRow } from '../../units/index.ts'
import type { DeployStep, FzEvent, FzState } from '../types.ts'
import { countCompany, pointsPerAsset } from './scores.ts'

function liveCounts(s: FzState) {
  return s.seats.map((seat) =>
    countCompany(
      seat,
      s.frames.filter((f) => f.seat === seat),
    ),
  )
}

export function settleBidding(
  s: FzState,
  dice: Dice,
  emit: (e: FzEvent) => void,
  defender: Seat | null,
): void {
  s.ppa = pointsPerAsset(liveCounts(s))
  s.startScores = Object.fromEntries(
    s.seats.map((seat) => [seat, (s.ppa[seat] ?? 0) * s.frames.filter((f) => f.seat === seat).length]),
  )
  emit({ type: 'StartingScores', ppa: { ...s.ppa }, scores: { ...s.startScores } })
  const top = Math.max(...Object.values(s.startScores))
  const tied = s.seats.filter((x) => s.startScores[x] === top)
  if (!defender && tied.length > 1) {
    let winner: Seat
    let roll: number
    if (tied.length === 2) {
      roll = dice.d6()
      winner = (roll % 2 === 1 ? tied[0] : tied[1]) as Seat
    } else {
      roll = dice.roll(tied.length)
      winner = tied[roll - 1] as Seat
    }
    s.tie = { seats: tied, winner, roll }
    s.phase = 'tie'
    emit({ type: 'TieRoll', tied, roll, winner })
    return
  }
  s.tie = null
  assignRoles(s, defender ?? (tied[0] as Seat), emit)
}

function assignRoles(s: FzState, defender: Seat, emit: (e: FzEvent) => void): void {
  const others = s.seats
    .filter((x) => x !== defender)
    .sort(
      (a, b) => (s.startScores[b] ?? 0) - (s.startScores[a] ?? 0) || s.seats.indexOf(a) - s.seats.indexOf(b),
    )
  // Equal lowest scores: the later seat is point attacker (MF-RULING-POINT-TIE).
  const point = others[others.length - 1] as Seat
  const attackers = others.slice(0, -1)
  s.roles = { defender, point, attackers }
  s.rank = [defender, ...attackers, point]
  emit({ type: 'Roles', defender, point, attackers })
  s.deploy = deploymentSteps(s)
  s.phase = 'deploy'
}

/** The deployment order of F§8, one step per placement. */
export function deploymentSteps(s: FzState): DeployStep[] {
  const roles = s.roles
  if (!roles) return []
  const stations = sizeRow(s.seats.length)?.stations ?? 1
  const count = (seat: Seat) => s.frames.filter((f) => f.seat === seat).length
  const steps: DeployStep[] = []
  for (let i = 0; i < stations; i++) steps.push({ kind: 'station', seat: roles.defender, rule: 'defender' })
  const defFirst = Math.min(2, count(roles.defender))
  for (let i = 0; i < defFirst; i++)
    steps.push({ kind: 'frame', seat: roles.defender, rule: 'defender-first' })
  steps.push({ kind: 'frame', seat: roles.point, rule: 'point' })
  const atk = [...roles.attackers, roles.point]
  const left: Record<Seat, number> = Object.fromEntries(
    atk.map((x) => [x, count(x) - (x === roles.point ? 1 : 0)]),
  )
  while (atk.some((x) => (left[x] ?? 0) > 0))
    for (const x of atk)
      if ((left[x] ?? 0) > 0) {
        steps.push({ kind: 'frame', seat: x, rule: 'attacker' })
        left[x] = (left[x] ?? 0) - 1
      }
  for (let i = 0; i < stations; i++)
    for (const x of atk) steps.push({ kind: 'station', seat: x, rule: 'attacker' })
  for (let i = defFirst; i < count(roles.defender); i++)
    steps.push({ kind: 'frame', seat: roles.defender, rule: 'defender-rest' })
  return steps
}
