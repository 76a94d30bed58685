// The CLI's exit codes, one meaning each, so a CI job can tell "the checks failed" from "the command was
// wrong" from "the tool or the server broke" (docs/cli.md, "Exit codes").
import { CommanderError } from 'commander';
import { ApiError } from './api-client.js';
import { CheckFailed, UsageError } from './errors.js';

export const EXIT = {
  /** Everything ran and passed (or there was nothing to gate). */
  passed: 0,
  /** Everything ran, and a check failed: the CI gate tripped, an attack success rate rose, an address is not verified. */
  checkFailed: 1,
  /** The command cannot run as given: unknown option, unreadable or invalid file, no key, a request the server refused (4xx). */
  usage: 2,
  /** The tool or the server broke: cannot connect, a 5xx answer, a run that failed, an unexpected error. */
  failure: 3,
} as const;

/** 4xx answers are about the request (its key, its ids, its fields); 408 and 429 are the server's state, worth a retry. */
const isRequestError = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export function exitCodeOf(err: unknown): number {
  if (err instanceof CheckFailed) return EXIT.checkFailed;
  if (err instanceof UsageError) return EXIT.usage;
  if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT.passed : EXIT.usage;
  if (err instanceof ApiError) return isRequestError(err.status) ? EXIT.usage : EXIT.failure;
  return EXIT.failure;
}
