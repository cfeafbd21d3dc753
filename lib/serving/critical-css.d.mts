import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const CRITICAL_ATTR: string;
export declare const DEFERRED_CSS: string;
export declare const STYLESHEET_LOADER: string;
export declare function trimCritical(css: string, html: string): string;
export declare function inlineCritical(shell: string, css: string): string;
export interface CriticalCss {
  critical(shell: string): Promise<string>;
  readonly size: number;
}
export declare function createCriticalCss(options: { distDir: string; maxCacheBytes?: number }): CriticalCss;
export declare function inlineCriticalCss(
  req: IncomingMessage,
  res: ServerResponse,
  engine: CriticalCss,
  onError?: (error: unknown) => void,
): void;
