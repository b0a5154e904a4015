import type { Server, Socket } from "node:net";

export const CONTROL_SOCKET_NAME: string;
export class DataFolderInUseError extends Error {}
export function controlSocketPath(dataDir: string): string;
export function isDataFolderInUse(dataDir: string): Promise<boolean>;
export function claimDataFolder(
  dataDir: string,
  onConnection?: (socket: Socket) => void,
): Promise<Server>;
