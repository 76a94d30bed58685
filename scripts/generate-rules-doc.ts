// `npm run docs:rules`: writes docs/rules.md from the rule catalogue in code. The rendering lives in src/ so that
// test/unit/rule-catalogue.test.ts can check the committed page is current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtInRules } from '../src/core/catalogue/catalogue.js';
import { renderRulesMarkdown } from '../src/core/catalogue/rules-markdown.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'docs', 'rules.md');

fs.writeFileSync(target, renderRulesMarkdown(builtInRules));
console.log(`wrote ${path.relative(root, target)}`);
