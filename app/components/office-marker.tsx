/** The office's mark in the maps' legends: the amber dot ringed in navy the drawings use. */
export function OfficeMarker() {
  return (
    <span
      aria-hidden
      className="size-3 shrink-0 rounded-full bg-accent-400 ring-2 ring-brand-950"
    />
  );
}
