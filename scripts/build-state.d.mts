// Types of build-state.mjs, for the TypeScript tools that import it (deploy/scale-out.ts).
export type BuildTarget = { workspace: string; output: string; sources: string[] };
export const targets: Record<string, BuildTarget>;
export function isStale(root: string, target: BuildTarget): boolean;
