/**
 * Node.js flags the server runs with, wherever it is started: `npm start` (package.json), the
 * systemd unit (deploy/systemd/firm-website.service) and the bench put them on node's command
 * line, because V8 reads them only as the process starts. A test keeps the three in step.
 *
 * `--max-semi-space-size=4`: under load V8 grows the young generation to 32 MB and keeps it;
 * with 4 MB semi-spaces the server stays about 20 MB smaller after load, and short-lived
 * objects (a request's) are collected as cheaply ([performance](../docs/performance.md)).
 */
export const serverNodeFlags: readonly string[] = ["--max-semi-space-size=4"];
