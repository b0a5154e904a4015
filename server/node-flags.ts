/**
 * Node.js flags the server runs with, wherever it is started: `npm start` (package.json), the
 * systemd unit (deploy/systemd/firm-website.service) and the bench put them on node's command
 * line, because V8 reads them only as the process starts. A test keeps the three in step.
 *
 * `--max-semi-space-size=6`: under load V8 grows the young generation to 32 MB and keeps it. Set
 * by the bench's budgets, on the 2-core machine: at 6 MB the server stayed within its memory
 * after every load (PostgreSQL, after wrk on `/api/me`: 136 MB, against 155 at 8 MB), while 4 MB
 * halved the requests/s of a 106 KB asset (14,000 against 26,000 without the flag; 21,000 at 6).
 *
 * `--heap-growing-percent=10`: after each full collection V8 lets the old generation grow to
 * 1.1 times what survived, not up to 4 times. Under wrk on `/api/me` (32 connections, 20
 * accounts) the old generation grew from 30 to 60 MB and kept it until the server had been idle
 * for some 30 s: PostgreSQL 168 MB against 134 MB with the flag, embedded 376 against 320. What
 * survives is some 30 MB, so the extra collections are short; the requests/s of `/api/me`, a
 * page and an asset and the event loop's lag did not get worse (docs/performance.md).
 */
export const serverNodeFlags: readonly string[] = [
  "--max-semi-space-size=6",
  "--heap-growing-percent=10",
];
