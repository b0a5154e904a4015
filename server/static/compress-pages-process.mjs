// A short-lived process that makes the compressed copies of the pages the server holds the
// site's address in (./compress-in-child.ts). The best brotli leaves tens of MB in the heaps of
// the threads that ran it; made here, that memory goes when this process ends.
//
// It takes one message, `{ bodies: Uint8Array[] }`, answers `{ copies: { br?, gzip? }[] }` in
// the same order, and ends; it also ends when its parent goes away.
import { compressedCopies } from "./compressed-copies.mjs";

process.once("message", async ({ bodies }) => {
  const copies = await Promise.all(bodies.map((body) => compressedCopies(body)));
  process.send({ copies }, () => process.disconnect());
});
process.once("disconnect", () => process.exit(0));
