import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const STATIC_PREFIX: string;
export declare function precompressStatic(
  distDir: string,
): Promise<{ files: number; bytes: number; brotli: number; gzip: number }>;
export declare function createStaticAssets(
  distDir: string,
  options?: { headers?: (req: IncomingMessage) => Record<string, string> },
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
