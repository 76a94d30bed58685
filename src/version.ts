// The service's version, from package.json: read by the API's description and the CLI without loading the app.
import fs from 'node:fs';

export const VERSION: string = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
