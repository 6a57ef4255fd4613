/** Types of listen-host.mjs for the tests. */
export declare const LISTEN_HOSTS: string[];
export declare function listenHost(
  env: Record<string, string | undefined>,
): { host: string; error?: undefined } | { error: string; host?: undefined };
