import type { Plugin } from 'vite';
import { firstScreenScript, firstScreenStylesScript } from '../src/config/first-screen';

/**
 * Issue 24 (cold start): the stored first screen's two inline scripts in every page (src/config/first-screen.ts).
 * After Vite's own tags (`order: 'post'`), so the head's script comes after the page's stylesheet: the copy's
 * stylesheets join the cascade in the order the live page gives them.
 */
export function firstScreen(): Plugin {
  return {
    name: 'first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'script', children: firstScreenStylesScript(), injectTo: 'head' },
        { tag: 'script', children: firstScreenScript(), injectTo: 'body' },
      ],
    },
  };
}
