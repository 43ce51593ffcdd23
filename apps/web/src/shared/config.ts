/** The web's configuration: the two API bases of the spec and the static API key (public by design). */
export const webConfig = {
  apiV1: import.meta.env.VITE_API_V1 ?? '/api/v1',
  apiV2: import.meta.env.VITE_API_V2 ?? '/api/v2',
  apiKey: import.meta.env.VITE_API_KEY ?? 'tea-dev-api-key',
} as const;
