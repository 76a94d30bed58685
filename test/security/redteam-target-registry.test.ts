// The target registry: every target kind file is listed, under the `type` its schema declares, and the
// RedTeamTarget union of the API has exactly one member per kind.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { targets, targetsByType } from '../../src/security/redteam/targets/registry.js';
import { RedTeamTarget } from '../../src/security/schemas-redteam.js';
import { securitySchemas } from '../../src/security/schemas.js';

const TARGETS_DIR = path.resolve(import.meta.dirname, '../../src/security/redteam/targets');

describe('red-team target registry', () => {
  it('lists demo, http and openai, each under the type literal of its schema', () => {
    assert.deepEqual(
      targets.map((t) => t.type),
      ['demo', 'http', 'openai'],
    );
    assert.equal(targetsByType.size, targets.length, 'two kinds share a type');
    for (const t of targets) {
      const literal = t.schema.properties.type as { const?: unknown };
      assert.equal(literal.const, t.type, `${t.schema.$id}: its type literal is not "${t.type}"`);
    }
  });

  it('makes each kind a member of the RedTeamTarget union and a component of the API', () => {
    const members = RedTeamTarget.anyOf.map((m) => (m as { $ref?: string }).$ref);
    assert.deepEqual(
      members,
      targets.map((t) => t.schema.$id),
    );
    for (const t of targets) assert.ok(securitySchemas.includes(t.schema), `${t.schema.$id} is not an API component`);
    assert.equal(RedTeamTarget.description, 'The system under attack, told apart by "type": "demo", "http" or "openai".');
  });

  it('registers every file of the targets folder that defines a target kind', async () => {
    for (const file of fs.readdirSync(TARGETS_DIR).filter((f) => f.endsWith('.ts'))) {
      const mod = (await import(path.join(TARGETS_DIR, file))) as { target?: unknown };
      if (mod.target !== undefined) assert.ok((targets as readonly unknown[]).includes(mod.target), `${file} defines a target kind the registry does not list`);
    }
  });
});
