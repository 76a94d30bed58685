// `npm install` on the declared Node prints no engine warning: every package in the lockfile that declares the
// Node versions it supports accepts the lowest Node this project declares (package.json "engines").
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import semver from 'semver';
import { ROOT } from '../support/process.js';

describe('engines', () => {
  it('every locked package supports the lowest declared Node version', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    const lowest = semver.minVersion(pkg.engines.node);
    assert.ok(lowest, `engines.node ${pkg.engines.node} names no version`);
    const refusing = Object.entries<{ engines?: { node?: string } | string[] }>(lock.packages)
      .filter(([name, entry]) => name !== '' && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(lowest, (entry.engines as { node: string }).node, { includePrerelease: true }))
      .map(([name, entry]) => `${name} wants node ${(entry.engines as { node: string }).node}`);
    assert.deepEqual(refusing, [], `packages that refuse Node ${lowest.version}`);
    assert.ok(semver.satisfies(process.version, pkg.engines.node), `this Node ${process.version} is outside ${pkg.engines.node}`);
  });
});
