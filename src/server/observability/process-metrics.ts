import cluster from 'node:cluster';
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * With WEB_CONCURRENCY above 1 each scrape is answered by whichever process the port hands it to: its
 * series say which one (`worker`), so no process's counts pass for the whole shop's.
 */
export const processLabels: Record<string, string> = cluster.isWorker ? { worker: String(cluster.worker!.id) } : {};

/** What belongs to this process rather than to one app on one database: Node's own metrics and the jobs' runs. */
export const processRegistry = new Registry();
processRegistry.setDefaultLabels(processLabels);
collectDefaultMetrics({ register: processRegistry });

export const taskRunsTotal = new Counter({
  name: 'brushwork_task_runs_total',
  help: 'Runs of a periodic task by this process (the one process that claimed the period).',
  labelNames: ['job'],
  registers: [processRegistry],
});

export const taskFailuresTotal = new Counter({
  name: 'brushwork_task_failures_total',
  help: 'Runs of a periodic task that failed, in this process.',
  labelNames: ['job'],
  registers: [processRegistry],
});
