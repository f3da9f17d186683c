import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { renderWebApiTypes, WEB_API_TYPES_FILE } from '../src/web-api-types.ts';

// npm run api:types — rewrites apps/web/src/lib/api-schema.d.ts from the API's routes and contracts.
writeFileSync(WEB_API_TYPES_FILE, await renderWebApiTypes());
console.log(`wrote ${relative(process.cwd(), WEB_API_TYPES_FILE)}`);
