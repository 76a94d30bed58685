// `npm run sdk:types`: the TypeScript SDK's types, generated from the service's own OpenAPI document
// (openapi-typescript), so the SDK and the CLI declare the API's shapes once and never drift from it.
// test/sdk/openapi-types.test.ts fails when the committed file differs from what this writes.
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import type { Store } from '../src/store/store.js';

export const SDK_TYPES_FILE = path.resolve(import.meta.dirname, '../sdk/ts/src/openapi-types.ts');

const HEADER = `// Generated from /openapi.json by \`npm run sdk:types\` (scripts/generate-sdk-types.ts): do not edit by hand.
// A test fails when this file differs from the service's OpenAPI document.
/* eslint-disable */
`;

/** The service's OpenAPI document, from the app as it is built (no store is opened: none is needed to describe it). */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const unused = async (): Promise<never> => {
    throw new Error('the OpenAPI document needs no store');
  };
  const noStore = {
    kind: 'pglite',
    query: unused,
    exec: unused,
    transaction: unused,
    withExclusiveLock: unused,
    listen: unused,
    notify: unused,
    ping: unused,
    close: async () => {},
  } as unknown as Store;
  const app = await buildApp({ config: loadConfig({}, { analysisThreads: 0, logLevel: 'silent' }), store: noStore });
  await app.ready();
  const doc = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return doc;
}

export async function sdkTypesSource(): Promise<string> {
  const ast = await openapiTS(JSON.parse(JSON.stringify(await openApiDocument())), { exportType: true, alphabetize: false, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  fs.writeFileSync(SDK_TYPES_FILE, await sdkTypesSource());
  console.log(`wrote ${path.relative(process.cwd(), SDK_TYPES_FILE)}`);
}
