import type { Plugin } from 'vite';

/**
 * React and React DOM ship as CommonJS, which the bundler wraps as `__commonJSMin((exports, module) => {…})`
 * and runs on first use: React DOM's body when the app starts. V8 compiles a parenthesised `function`
 * expression eagerly, while the script streams in off the main thread, but leaves a parenthesised
 * arrow to a lazy parse on the main thread when it is first called: measured in Chromium 156, React
 * DOM's start took 94 ms as an arrow and 31 ms as a function, one long task before the page answers
 * (Lighthouse's total blocking time). The wrappers are written as functions. A module body's `this` is
 * undefined either way (the helper calls it plainly, in a module), and no CommonJS module reads
 * `arguments` at its top level.
 */
export function eagerCommonJsWrappers(): Plugin {
  const wrapper = /\b(__commonJSMin|__commonJS)\(\(\(([\w$]*(?:,\s*[\w$]+)*)\)\s*=>\s*\{/g;
  let rewritten = 0;
  return {
    name: 'tea:eager-cjs-wrappers',
    // The browser build only (the prerender's server build keeps React as a Node dependency).
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    renderChunk(code) {
      if (!code.includes('__commonJS')) return null;
      const out = code.replace(wrapper, (_m, helper: string, params: string) => {
        rewritten++;
        return `${helper}((function(${params}) {`;
      });
      return out === code ? null : { code: out, map: null };
    },
    generateBundle() {
      // React DOM is always wrapped: finding no wrapper means the bundler's helpers were renamed.
      if (rewritten === 0) this.error('no CommonJS wrapper was found to compile eagerly: has the bundler renamed __commonJSMin?');
    },
  };
}
