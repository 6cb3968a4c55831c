/** Runs of autocannon as the load test starts them, and how their results read. */
import autocannon from 'autocannon';

/** A run of autocannon: the instance, whose events tell each answer, and its result. */
export function start(options: autocannon.Options) {
  let instance!: autocannon.Instance;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
  });
  return { instance, result };
}

/** Resolves once each of the run's `connections` has had an answer: the burst of their first requests is over. */
export function everyConnectionAnswered(instance: autocannon.Instance, connections: number) {
  const answered = new Set<unknown>();
  return new Promise<void>((resolve) => {
    const onResponse = (client: unknown) => {
      answered.add(client);
      if (answered.size < connections) return;
      instance.off('response', onResponse);
      resolve();
    };
    instance.on('response', onResponse);
  });
}

export const line = (name: string, result: autocannon.Result) =>
  `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx`;

export const answersWith = (result: autocannon.Result, status: number) =>
  result.statusCodeStats?.[`${status}`]?.count ?? 0;
