// Plain JavaScript, so that the process that compresses the pages at start
// (./compress-pages-process.mjs) runs it as it is; the build and the server import it too.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A text file's compressed copies, made once (by the build, or as the server loads a page
 * holding the site's address), never on a request: the best brotli and gzip -9, each kept only
 * when it saves 10%, as a copy that saves little is not worth the Vary dance.
 *
 * @param {Uint8Array} body a Buffer, or the bytes as a child process receives them: no copy
 *   is needed
 * @returns {Promise<{ br?: Buffer; gzip?: Buffer }>}
 */
export async function compressedCopies(body) {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return {
    ...(br.length < body.length * 0.9 ? { br } : {}),
    ...(gz.length < body.length * 0.9 ? { gzip: gz } : {}),
  };
}
