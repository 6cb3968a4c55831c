/**
 * Loaded into the Auth Emulator's process before firebase-tools (`node --import`). The emulator's router,
 * exegesis, compiles a validator for every request and response of the whole identitytoolkit API as it
 * starts: fifteen seconds of one core, for the few calls the shop makes. Told to compile each on its first
 * use (its own `lazyCompileValidationSchemas` option), it starts in about three, and validates the same.
 */
import { createRequire } from 'node:module';

const fromTools = createRequire(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
const fromRouter = createRequire(fromTools.resolve('exegesis-express'));
const options = fromRouter('exegesis/lib/options.js');
const compileOptions = options.compileOptions;
// Said at once if a release of exegesis moves either, rather than a start slow again for no visible reason.
if (typeof compileOptions !== 'function' || !('lazyCompileValidationSchemas' in compileOptions({})))
  throw new Error('exegesis no longer has the lazyCompileValidationSchemas option this preload sets.');
options.compileOptions = (given = {}) => compileOptions({ lazyCompileValidationSchemas: true, ...given });
