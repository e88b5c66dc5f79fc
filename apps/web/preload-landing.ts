import { resolve } from 'node:path';

import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * Adds to index.html a modulepreload for the chunks of the given sources and their static imports
 * (those the entry does not load already) and a preload for their stylesheets, so a first visit
 * downloads them beside the entry rather than once the entry has run and asked for them.
 */
export function preloadChunks(sources: readonly string[]): Plugin {
  let root = '';
  return {
    name: 'kredo-preload-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const closure = (start: Rollup.OutputChunk[]) => {
          const seen = new Set<Rollup.OutputChunk>();
          const queue = [...start];
          for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
            if (seen.has(chunk)) continue;
            seen.add(chunk);
            queue.push(...chunk.imports.flatMap((file) => chunks.get(file) ?? []));
          }
          return seen;
        };
        const loadedByEntry = closure([entry]);
        const wanted = sources.map((source) => {
          const id = resolve(root, source);
          const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) throw new Error(`${source} is not a chunk of its own; it cannot be preloaded`);
          return chunk;
        });
        const preloaded = [...closure(wanted)].filter((chunk) => !loadedByEntry.has(chunk));
        const stylesheets = new Set(
          preloaded.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
        );
        return [
          ...preloaded.map((chunk): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${chunk.fileName}` },
            injectTo: 'head',
          })),
          ...[...stylesheets].map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` },
            injectTo: 'head',
          })),
        ];
      },
    },
  };
}
