export function compressedCopies(body: Buffer): Promise<{ br?: Buffer; gzip?: Buffer }>;
