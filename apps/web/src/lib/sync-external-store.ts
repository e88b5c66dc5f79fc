// Stands in for 'use-sync-external-store/shim' (vite.config.ts): React 19 ships the hook itself.
export { useSyncExternalStore } from 'react';
