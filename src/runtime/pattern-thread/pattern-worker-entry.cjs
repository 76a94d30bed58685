// Entry of the pattern thread: threads do not inherit the loader that runs the TypeScript sources, so it
// registers tsx's require hook itself (as the analysis pool's entry does, for the same reasons).
require('tsx/cjs/api').register();
require('./pattern-worker.ts');
