export function buildPublicUrl(env: Record<string, string | undefined>): string;
