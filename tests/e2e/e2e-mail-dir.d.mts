export declare const e2eMailDir: (port: number | string) => string;
