import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const ALLOWED_METHODS: string[];
export declare function answerMethod(request: IncomingMessage, response: ServerResponse): boolean;
export declare function installMethodGuard(): void;
