/** Creates the embedded database in the folder given, then exits: run as a child process by embedded.ts. */
import { PGlite } from '@electric-sql/pglite';
import { embeddedSettings } from './embedded';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: create-embedded-database.ts <data folder>');
const client = new PGlite(dataDir, embeddedSettings);
await client.waitReady;
await client.close();
