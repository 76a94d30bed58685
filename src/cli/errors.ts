// The CLI's own kinds of error, each ending in its exit code (exit-codes.ts).

/** The command as given cannot run: the person has to change the command, its files or its settings. */
export class UsageError extends Error {}

/** The command ran, and what it checked failed (the message says what). */
export class CheckFailed extends Error {}
