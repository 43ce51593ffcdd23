/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_V1?: string;
  readonly VITE_API_V2?: string;
  readonly VITE_API_KEY?: string;
}
