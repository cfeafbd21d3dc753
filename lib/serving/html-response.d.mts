import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function onHtmlPage(req: IncomingMessage, res: ServerResponse, onPage: () => void): boolean;
