/**
 * `npx tsx scripts/bench/burn-cpu.ts [--threads=N] [--seconds=S]`: keeps N threads busy (default 1, one core of
 * this project's two-core machines) for S seconds (default 900, at most 3,600), then exits. It stands in for the
 * suite, a build or a second browser beside the bench, to show that the bench's verdict does not change with the
 * machine's load, or that the bench says the host is too busy: run it in one terminal and `npm run bench` in another.
 * Each thread alternates arithmetic with allocation, as a build does, in slices of 50 ms.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const maxSeconds = 3600;

function burn(until: number): void {
  let sink = 0;
  while (Date.now() < until) {
    const slice = Date.now() + 50;
    const garbage: number[][] = [];
    while (Date.now() < slice) {
      for (let i = 0; i < 10_000; i++) sink = (sink * 31 + i) % 1_000_003;
      garbage.push(new Array(256).fill(sink));
      if (garbage.length > 64) garbage.length = 0;
    }
  }
  parentPort?.postMessage(sink);
}

if (!isMainThread) burn((workerData as { until: number }).until);
else {
  const { values } = parseArgs({ options: { threads: { type: 'string' }, seconds: { type: 'string' } } });
  const threads = Number(values.threads ?? 1);
  const seconds = Number(values.seconds ?? 900);
  if (!Number.isInteger(threads) || threads < 1 || threads > availableParallelism() * 2) throw new Error(`--threads must be 1 to ${availableParallelism() * 2}`);
  if (!(seconds > 0 && seconds <= maxSeconds)) throw new Error(`--seconds must be more than 0 and at most ${maxSeconds}`);
  const until = Date.now() + seconds * 1000;
  process.stderr.write(`burn-cpu: ${threads} busy thread(s) for ${seconds} s, until ${new Date(until).toLocaleTimeString()} (pid ${process.pid})\n`);
  const workers = Array.from({ length: threads }, () => new Worker(new URL(import.meta.url), { workerData: { until } }));
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve))));
  process.stderr.write('burn-cpu: done\n');
}
