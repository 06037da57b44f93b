/**
 * `sortie lab-worker --queue redis://… [--concurrency K]`: plays the games a `sortie lab --queue`
 * producer puts on the queue, until stopped (Ctrl-C or SIGTERM closes it cleanly: the chunk in
 * hand finishes first). Run as many as you like, on any machine with this repository that can
 * reach the Redis server.
 */
import { startWorker } from '@sortie/lab/queue'
import type { Command } from 'commander'

export function registerLabWorker(program: Command): void {
  program
    .command('lab-worker')
    .description('play balance-lab games from a Redis queue (see `sortie lab --queue`)')
    .requiredOption('--queue <url>', 'redis://host:port of the lab queue')
    .option('--concurrency <k>', 'chunks played at once by this process', '1')
    .option('--lock <ms>', 'lock time of a chunk; a dead worker’s chunk is retried after it', '60000')
    .action(async (opts: { queue: string; concurrency: string; lock: string }) => {
      const concurrency = Number(opts.concurrency)
      const lockMs = Number(opts.lock)
      if (!Number.isInteger(concurrency) || concurrency < 1 || !(lockMs >= 1000)) {
        process.stderr.write('sortie lab-worker: --concurrency takes 1 or more, --lock 1000 ms or more\n')
        process.exitCode = 2
        return
      }
      let games = 0
      let worker: Awaited<ReturnType<typeof startWorker>>
      try {
        worker = await startWorker({
          url: opts.queue,
          concurrency,
          lockMs,
          onGame: () => {
            games++
          },
        })
      } catch (e) {
        process.stderr.write(`sortie lab-worker: ${(e as Error).message}\n`)
        process.exitCode = 1
        return
      }
      process.stderr.write(`lab-worker ${process.pid}: waiting for games on ${opts.queue}\n`)
      await new Promise<void>((done) => {
        const stop = () => {
          process.stderr.write(`lab-worker ${process.pid}: stopping after ${games} games\n`)
          worker.close().then(done, done)
        }
        process.once('SIGINT', stop)
        process.once('SIGTERM', stop)
      })
    })
}
