/**
 * Main entry point for Google Drive access library
 */

export * from "./auth.ts";
export * from "./config.ts";
export * from "./drive.ts";
export * from "./types.ts";
