// Types of server-deferred-scripts.mjs for its spec (src/security/server-deferred-scripts.spec.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function deferScriptTags(html: string, page?: { loader: boolean }): string;
export declare function deferPageScripts(request: IncomingMessage, response: ServerResponse): void;
