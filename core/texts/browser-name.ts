/** How a browser and the system it runs on are named together: "Chrome on Windows". */
export const browserNameTexts = {
  onSystem: (browser: string, system: string) => `${browser} on ${system}`,
} as const;
