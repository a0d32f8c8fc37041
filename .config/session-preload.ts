import type { Plugin } from 'vite';
import {
  earlyPreloadScript,
  SESSION_PRELOAD_ENTRIES,
  SESSION_PRELOAD_FILE,
} from '../src/config/session-preload';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
  imports?: readonly string[];
}

/** Every script file the entries need: their own chunks and, transitively, the chunks they import statically. */
export function sessionPreloadFiles(
  bundle: Record<string, ChunkLike>,
  entries: readonly string[],
): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    byFile.get(fileName)?.imports?.forEach(visit);
  };
  for (const entry of entries) {
    const chunk = chunks.find((candidate) =>
      (candidate.moduleIds ?? []).some((id) => id.replaceAll('\\', '/').endsWith(entry)),
    );
    if (!chunk) throw new Error(`session-preload : aucun fichier ne contient ${entry}`);
    visit(chunk.fileName);
  }
  return [...files].sort();
}

/**
 * Writes SESSION_PRELOAD_FILE beside index.html (client build only); the service worker precaches it. Every page
 * starts with the early script that asks for it on a device where someone was signed in (earlyPreloadScript).
 */
export function sessionPreload(): Plugin {
  let pageBase = '/';
  return {
    name: 'session-preload',
    apply: 'build',
    configResolved(config) {
      pageBase = config.base;
    },
    // After Vite's own generateBundle, which drops the chunks that held only CSS.
    enforce: 'post',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'script',
          children: earlyPreloadScript(pageBase),
          injectTo: 'head',
        },
      ],
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const files = sessionPreloadFiles(
        bundle as Record<string, ChunkLike>,
        SESSION_PRELOAD_ENTRIES,
      );
      this.emitFile({
        type: 'asset',
        fileName: SESSION_PRELOAD_FILE,
        source: JSON.stringify(files.map((file) => pageBase + file)),
      });
    },
  };
}
