export const LOGIN_BUDGET: number;
export const CHUNK_BUDGET: number;
export const LOGIN_DYNAMIC_MODULES: RegExp[];
export type ChunkSize = { file: string; gzip: number };
export function checkBundle(dist: string): {
  login: ChunkSize[];
  loginTotal: number;
  lazy: ChunkSize[];
  failures: string[];
};
