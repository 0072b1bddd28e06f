export declare const SMOKE_TOKEN: string;
export declare const WORKER_HOOK_SECRET: string;
