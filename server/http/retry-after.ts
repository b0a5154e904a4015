/** An HTTP Retry-After value: whole seconds, rounded up, at least one. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
