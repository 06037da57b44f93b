/**
 * Opens a report.html in Debian's Chromium (playwright-core, never a downloaded browser), waits
 * for every Vega plot to render, and optionally saves a full-page screenshot. For the report test
 * and for checking a real run's plots by eye.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export function findChromium(): string | null {
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const p = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
      if (p && existsSync(p)) return p
    } catch {
      // not on PATH
    }
  }
  return null
}

export interface Rendered {
  /** One entry per plot: how many SVG marks it drew. */
  plots: { id: string; marks: number }[]
  errors: string[]
}

export async function renderInChromium(htmlPath: string, png?: string): Promise<Rendered> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('no chromium on PATH')
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // Offline on purpose: the report must need nothing from the network.
    await page.route('**/*', (route) =>
      route.request().url().startsWith('file:') ? route.continue() : route.abort(),
    )
    await page.goto(pathToFileURL(htmlPath).href)
    await page.evaluate(async () => {
      await (window as unknown as { labRendered: Promise<unknown> }).labRendered
      return true
    })
    const plots = await page.$$eval('[id^="plot-"]', (els) =>
      els.map((e) => ({
        id: e.id.slice(5),
        marks: e.querySelectorAll('svg path, svg line, svg rect, svg text').length,
      })),
    )
    if (png) await page.screenshot({ path: png, fullPage: true })
    return { plots, errors }
  } finally {
    await browser.close()
  }
}
