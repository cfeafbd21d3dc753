import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const BOOTSTRAP_ID: string;
export declare function onHtmlPage(req: IncomingMessage, res: ServerResponse, onPage: () => void): boolean;
