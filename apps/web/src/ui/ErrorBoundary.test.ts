import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { ErrorBoundary } from './ErrorBoundary.tsx'

test('WEB-PAGE-ERROR: a page that throws while drawing shows its error and the way back; another page tries again', () => {
  const props = { resetKey: '#/gunframe/builder', children: 'the page' }
  const b = new ErrorBoundary(props)
  // nothing wrong: the page itself
  expect(b.render()).toBe('the page')
  // a throw while drawing: the error is kept and shown in words with the way back
  b.state = {
    ...b.state,
    ...ErrorBoundary.getDerivedStateFromError(new Error('units.flatMap is not a function')),
  }
  const shown = renderToStaticMarkup(createElement(Fragment, null, b.render()))
  expect(shown).toContain('This page could not be shown: units.flatMap is not a function')
  expect(shown).toContain('href="#/"')
  expect(shown).toContain('data-testid="page-error"')
  // the same page again keeps the message; another page clears it
  expect(ErrorBoundary.getDerivedStateFromProps(props, b.state)).toBeNull()
  expect(ErrorBoundary.getDerivedStateFromProps({ ...props, resetKey: '#/' }, b.state)).toEqual({
    error: null,
    key: '#/',
  })
})
