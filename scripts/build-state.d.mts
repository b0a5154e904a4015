import type { DemoCredentials } from "../server/env/demo-accounts.mjs";

export function buildSettings(env: Record<string, string | undefined>): {
  originPlaceholder: string;
  demoAccounts: { partner: DemoCredentials; admin: DemoCredentials } | null;
};
export function whyRebuild(root: string, env: Record<string, string | undefined>): string | null;
