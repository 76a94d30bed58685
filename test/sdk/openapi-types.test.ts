// The SDK's types are generated from the service's own OpenAPI document: they must match it exactly.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { SDK_TYPES_FILE, sdkTypesSource } from '../../scripts/generate-sdk-types.js';

describe('TypeScript SDK types', () => {
  it('match /openapi.json (run npm run sdk:types after changing a schema)', async () => {
    assert.equal(fs.readFileSync(SDK_TYPES_FILE, 'utf8'), await sdkTypesSource());
  });
});
