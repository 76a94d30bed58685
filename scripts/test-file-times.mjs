// A node --test reporter for scripts/run-tests.mjs: one line per top-level test, "file<TAB>milliseconds".
// A file's suites run one after another, so their sum is about the file's time (its imports aside).
export default async function* fileTimes(source) {
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      yield `${event.data.file}\t${event.data.details.duration_ms}\n`;
    }
  }
}
