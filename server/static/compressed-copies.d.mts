export function compressedCopies(body: Uint8Array): Promise<{ br?: Buffer; gzip?: Buffer }>;
