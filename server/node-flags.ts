/**
 * Node.js flags the server runs with, wherever it is started: `npm start` (package.json), the
 * systemd unit (deploy/systemd/firm-website.service) and the bench put them on node's command
 * line, because V8 reads them only as the process starts. A test keeps the three in step.
 *
 * `--max-semi-space-size=6`: under load V8 grows the young generation to 32 MB and keeps it. Set
 * by the bench's budgets, on the 2-core machine: at 6 MB the server stayed within its memory
 * after every load (PostgreSQL, after wrk on `/api/me`: 136 MB, against 155 at 8 MB), while 4 MB
 * halved the requests/s of a 106 KB asset (14,000 against 26,000 without the flag; 21,000 at 6).
 */
export const serverNodeFlags: readonly string[] = ["--max-semi-space-size=6"];
