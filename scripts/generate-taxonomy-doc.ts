// `npm run docs:taxonomy`: writes docs/taxonomy.md from the taxonomy in code. The rendering lives in
// src/ so that test/analysis/taxonomy.test.ts can check the committed doc is current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { taxonomy } from '../src/core/taxonomy/index.js';
import { renderTaxonomyMarkdown } from '../src/core/scoring/taxonomy-markdown.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'docs', 'taxonomy.md');

fs.writeFileSync(target, renderTaxonomyMarkdown(taxonomy));
console.log(`wrote ${path.relative(root, target)}`);
