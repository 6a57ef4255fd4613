import type { Server } from 'node:http';

export declare const SHUTDOWN_GRACE_MS: number;
export declare function trackConnections(server: Server): {
  readonly connections: number;
  stop(graceMs?: number): void;
};
export declare function installGracefulStop(options?: { graceMs?: number }): void;
