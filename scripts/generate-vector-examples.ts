// `npm run docs:vectors`: writes the worked example of every attack vector into docs/redteam.md, between the
// markers of src/security/redteam/vectors/examples.ts; test/security/redteam-vectors.test.ts checks it is current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLES_END, EXAMPLES_START, renderVectorExamples } from '../src/security/redteam/vectors/examples.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'docs', 'redteam.md');
const doc = fs.readFileSync(target, 'utf8');
const start = doc.indexOf(EXAMPLES_START);
const end = doc.indexOf(EXAMPLES_END);
if (start < 0 || end < start) throw new Error(`docs/redteam.md has no ${EXAMPLES_START} … ${EXAMPLES_END} section to fill`);
fs.writeFileSync(target, doc.slice(0, start) + renderVectorExamples() + doc.slice(end + EXAMPLES_END.length));
console.log(`wrote the vector examples into ${path.relative(root, target)}`);
