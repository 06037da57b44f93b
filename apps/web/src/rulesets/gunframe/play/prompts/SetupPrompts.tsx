/** Deployment and activation: pick a unit (or tap it on the table). */
import { unitName } from '../format.ts'
import { Choice, of, type PromptViewProps } from './Choice.tsx'

export function DeployView(p: PromptViewProps<'deploy'>) {
  const units = p.prompt.units
  return (
    <>
      <div className="unit-buttons">
        {units.map((id) => (
          <Choice key={id} onClick={() => p.startDeploy(id)} hint={p.nextKey()}>
            {unitName(p.state, id)}
          </Choice>
        ))}
      </div>
      <button type="button" className="secondary" onClick={p.autoDeploy} data-testid="auto-deploy">
        Auto-deploy the rest
      </button>
    </>
  )
}

export function ActivateView(p: PromptViewProps<'activate'>) {
  return (
    <div className="unit-buttons">
      {of(p.legal, 'activate').map((d) => (
        <Choice key={d.unit} onClick={() => p.decide(d)} hint={p.nextKey()}>
          {unitName(p.state, d.unit)}
        </Choice>
      ))}
    </div>
  )
}
