/** Entry for queue workers (`sortie lab-worker`): BullMQ is only loaded by those who use it. */
export { type LabWorker, startWorker, type WorkOptions } from './queue/worker.ts'
