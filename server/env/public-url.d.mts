export const originPlaceholder: string;
export function publicUrlFrom(env: Record<string, string | undefined>): string;
