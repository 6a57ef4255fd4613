export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function withoutCompileHint(source: string): string;
export declare function shiftSourceMap<T extends object>(map: T): T;
export declare function addCompileHints(folder: string): number;
