import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components put their overridable defaults first and callers' classes
 * last; conflicting utilities are avoided rather than merged, which keeps the bundle small.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
