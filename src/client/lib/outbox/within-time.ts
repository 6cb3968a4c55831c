/** What `work` gives within `ms`, or undefined once that time is up (or when it fails). */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  return Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
