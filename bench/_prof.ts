import os from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { catalogStatements, createBenchDatabase } from './database.ts';
import { freePort, startStore, storeEnv } from './processes.ts';
import { load, rotate } from './api-load.ts';

const db = await createBenchDatabase();
for (const s of catalogStatements()) await db.query(s);
await db.query('ANALYZE');
const storage = await mkdtemp(path.join(os.tmpdir(), 'vb-'));
const store = await startStore(storeEnv(db.url, storage, await freePort()));
const url = process.argv[2] ?? '/api/products?sort=name-asc&page=1';
await load({ origin: store.url, duration: 2, next: rotate([url]) });
console.log(await load({ origin: store.url, duration: 5, next: rotate([url]) }));
await store.stop();
await db.close();
