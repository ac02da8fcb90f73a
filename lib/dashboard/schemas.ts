// The dashboard's shapes: what the API layer (lib/api) and the console read of it.
export * from "./response-schemas";
