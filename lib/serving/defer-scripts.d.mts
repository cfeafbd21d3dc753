import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const DEFERRED_SRC: string;
export declare const LOADER: string;
export interface ScriptDeferrer {
  push(chunk: string): string;
  end(): string;
  readonly done: boolean;
}
export declare function createScriptDeferrer(): ScriptDeferrer;
export declare function deferFrameworkScripts(req: IncomingMessage, res: ServerResponse): void;
