export declare const E2E_APP_SECRET: string;
