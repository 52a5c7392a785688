/**
 * Entry point of one CPU worker thread: runs TASKS on request and answers `{ id, ok, value }` or
 * `{ id, ok: false, message }`. A task that throws fails alone; the thread keeps serving.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { TASKS, type TaskName } from './tasks';

interface Request {
  id: number;
  name: TaskName | '__crash';
  input: unknown;
}

parentPort!.on('message', (req: Request) => {
  // Lets the pool's tests kill a thread mid-task the way a native fault or OOM would.
  if (req.name === '__crash' && (workerData as { crashable?: boolean } | undefined)?.crashable)
    process.exit(70);
  try {
    const run = TASKS[req.name as TaskName] as (input: unknown) => unknown;
    if (!run) throw new Error(`unknown task ${req.name}`);
    parentPort!.postMessage({ id: req.id, ok: true, value: run(req.input) });
  } catch (err) {
    parentPort!.postMessage({ id: req.id, ok: false, message: (err as Error)?.message ?? 'error' });
  }
});
