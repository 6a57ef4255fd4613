/** Types of browser-features.mjs. */
export declare const UNUSED_BROWSER_FEATURES: string[];
export declare function disableFeaturesFlag(launcherList?: string): string;
export declare function featuresOf(flags: string[]): string;
export declare function playwrightDisableFeaturesFlag(): string;
