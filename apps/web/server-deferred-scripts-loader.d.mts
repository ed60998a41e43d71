// Types of server-deferred-scripts-loader.mjs for the TypeScript that reads it.
export declare const DEFERRED_SCRIPT_TYPE: string;
export declare const DEFERRED_SRC_ATTRIBUTE: string;
export declare const DEFERRED_SCRIPTS_LOADER_ID: string;
export declare const DEFERRED_SCRIPTS_LOADER: string;
export declare const DEFERRED_SCRIPTS_STATE_ATTRIBUTE: string;
