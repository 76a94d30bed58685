// Entry of a pool thread: threads do not inherit the loader that runs the TypeScript sources, so each
// registers tsx itself before loading the worker. tsx's require hook, not its ESM loader: the ESM loader
// runs in a thread of its own (module.register), so every pool thread would bring a second V8 isolate
// with it (~30 MB each, and its start-up CPU); the require hook compiles the sources in this thread. The
// task modules (and what they import) use neither top-level await nor import.meta, which CommonJS would not have.
require('tsx/cjs/api').register();
require('./thread-worker.ts');
