export interface DemoCredentials {
  email: string;
  password: string;
}
export function demoAccounts(
  env: Record<string, string | undefined>,
): { partner: DemoCredentials; admin: DemoCredentials } | null;
