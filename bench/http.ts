import http from "node:http";

export interface RawResponse {
  status: number;
  /** Content-Encoding as served ("identity" when absent). */
  encoding: string;
  /** Body bytes on the wire, still compressed. */
  bytes: number;
  body: Buffer;
}

/**
 * One GET with exactly the given headers. Not fetch(): it adds its own Accept-Encoding and
 * decompresses, and here the compressed variant a server picks is what we want to see.
 */
export function getRaw(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 5_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers["content-encoding"] ?? "identity",
          bytes: body.length,
          body,
        });
      });
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}
