import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A test file that starts server processes or the data commands: each of its tests runs for seconds. */
const startsProcesses = /\b(startServerProcess|runDataCommand|spawn|fork|execFile)\(/;

/**
 * The order of the test files: those that start processes first, of every project, then the rest in vitest's
 * order. Vitest queues one project after another, and a fresh clone has no timings of an earlier run to put
 * the long files first, so a backup test started last ran alone at the end of the run, for two minutes.
 */
export class ProcessTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const heavy = new Map<string, boolean>();
    const isHeavy = (file: TestSpecification) => {
      if (!heavy.has(file.moduleId))
        heavy.set(file.moduleId, startsProcesses.test(readFileSync(file.moduleId, 'utf8')));
      return heavy.get(file.moduleId)!;
    };
    return [...sorted.filter(isHeavy), ...sorted.filter((file) => !isHeavy(file))];
  }
}
