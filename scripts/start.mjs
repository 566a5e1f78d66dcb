// `npm start`: builds when there is no build yet, then serves http://localhost:3000.
import { prepare, serve } from './standalone.mjs';

await prepare();
console.log(`Serving on http://localhost:${Number(process.env.PORT) || 3000}`);
serve({ port: Number(process.env.PORT) || 3000 });
