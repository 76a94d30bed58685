// Entry of a pool thread: threads do not inherit the loader that runs the TypeScript sources, so each
// registers tsx itself before loading the worker.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
