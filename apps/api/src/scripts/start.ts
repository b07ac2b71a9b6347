/** `pnpm start`: the production server (built SPA, API and images) on PORT, default 3000. */
import { prepareDatabase } from './prepare-database.ts';

process.env.NODE_ENV ??= 'production';
const database = await prepareDatabase();
const { startServer } = await import('../server.ts');
startServer({ onClose: () => database.stop() });
