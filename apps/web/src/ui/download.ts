/** Offers `data` to the person as a pretty-printed JSON file named after `name` (a roster, a sheet). */
export function downloadJson(name: string, data: unknown, fallback = 'file'): void {
  const blob = new Blob([typeof data === 'string' ? data : JSON.stringify(data, null, 2)], {
    type: 'application/json',
  })
  const a = document.createElement('a')
  a.href = URL.createObjectURL(blob)
  a.download = `${name.replace(/[^\w-]+/g, '-').toLowerCase() || fallback}.json`
  a.click()
  URL.revokeObjectURL(a.href)
}
