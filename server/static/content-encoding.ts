/** True when the Accept-Encoding header lists the coding without `q=0`. */
export function accepts(acceptEncoding: string, coding: string): boolean {
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** The copy to send: brotli, then gzip, when the browser accepts it and the file has one. */
export function pickVariant<Variant>(
  file: { identity: Variant; br?: Variant; gzip?: Variant },
  acceptEncoding: string | undefined,
): Variant {
  if (!acceptEncoding) return file.identity;
  if (file.br && accepts(acceptEncoding, "br")) return file.br;
  if (file.gzip && accepts(acceptEncoding, "gzip")) return file.gzip;
  return file.identity;
}
