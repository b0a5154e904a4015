export function quietBuild(
  root: string,
  options?: { env?: NodeJS.ProcessEnv; write?: (text: string) => void },
): Promise<boolean>;
