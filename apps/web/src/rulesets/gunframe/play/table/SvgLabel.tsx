/** Text in the table's world (inches, y up), drawn upright. */
import type { Vec } from '@sortie/engine'

/** Text drawn upright inside the y-up world group. */
export function Label(props: {
  at: Vec
  children: string
  size?: number
  fill?: string
  anchor?: 'start' | 'middle' | 'end'
  weight?: number
  className?: string
}) {
  return (
    <text
      transform={`translate(${props.at.x},${props.at.y}) scale(1,-1)`}
      fontSize={props.size ?? 0.7}
      fill={props.fill ?? '#e5e7eb'}
      textAnchor={props.anchor ?? 'middle'}
      fontWeight={props.weight ?? 500}
      className={props.className ? `svg-label ${props.className}` : 'svg-label'}
    >
      {props.children}
    </text>
  )
}
