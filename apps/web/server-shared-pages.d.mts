// Types of server-shared-pages.mjs for its spec (src/security/server-shared-pages.spec.ts).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export declare const SHARED_PAGES_ENV: string;
export declare function sharedCacheSeconds(env?: Record<string, string | undefined>): number;
export declare function sharedCacheControl(env?: Record<string, string | undefined>): string;
export declare function buildFileHashes(distDir: string): (src: string) => string | null;
export declare function hashPageScripts(html: string, fileHash: (src: string) => string | null): { html: string; sources: string[] };
export declare function finishSharedPages(request: IncomingMessage, response: ServerResponse, fileHash: (src: string) => string | null, cacheControl: string, keep?: (body: Buffer, headers: OutgoingHttpHeaders) => void): void;
