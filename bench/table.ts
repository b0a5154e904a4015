/** A plain-text table: first column left-aligned, the rest right-aligned (numbers). */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd();
  return [line(headers), ...rows.map(line)].join("\n");
}

export function formatNumber(value: number | null, digits = 0): string {
  return value === null ? "-" : value.toFixed(digits);
}

/** Kilobytes as Lighthouse counts them (1 KB = 1024 bytes). */
export function kilobytes(bytes: number): number {
  return bytes / 1024;
}

export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${kilobytes(bytes).toFixed(1)} KB`;
}
