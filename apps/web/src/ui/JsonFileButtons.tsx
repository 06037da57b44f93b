/**
 * "Export JSON" and "Import JSON" for a builder page: the export hands the page's file to the
 * person (downloadJson), the import reads the chosen file's text and hands it to the page, whose
 * package judges it. The same file chosen twice is read twice.
 */
import { useRef } from 'react'

export function JsonFileButtons({
  onExport,
  onText,
  testId,
}: {
  onExport: () => void
  onText: (text: string) => void
  /** The hidden file input's test id. */
  testId?: string
}) {
  const fileRef = useRef<HTMLInputElement>(null)
  return (
    <>
      <button type="button" onClick={onExport}>
        Export JSON
      </button>
      <button type="button" onClick={() => fileRef.current?.click()}>
        Import JSON
      </button>
      <input
        ref={fileRef}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid={testId}
        onChange={async (e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) onText(await file.text())
        }}
      />
    </>
  )
}

/** A file's text as JSON, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
