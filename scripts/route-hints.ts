import path from 'node:path';
import type { Plugin } from 'vite';
import { EARLY_INSTALL_OFFER } from '../contract/core/wire';
import { MARKER, noFrameText, withStartFrame, type FrameText } from './start-frame';

/**
 * Route hints: the code of the screen a page opens on, asked for by index.html itself.
 *
 * Without them a first visit runs in turns, each a round trip on a weak signal: index.html, then
 * the start chunk, then (once it has run) the route's chunks, and, signed in, the session's
 * schemas. With them the route's chunks (and a signed-in device's session schemas) download
 * while the start chunk does. The build writes, into index.html, which files each route needs;
 * a small inline script picks the current path's and adds a `<link rel="modulepreload">` (or a
 * stylesheet preload) for each. The router then finds them loaded or under way: nothing is asked
 * twice, and a path without an entry (or a file that moved) only loses the head start.
 */

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

const ROUTES_DIR = `${path.sep}src${path.sep}routes${path.sep}`;
const GUARDED_DIR = '_guarded';
const CONTRACT_DIR = `${path.sep}contract${path.sep}`;
/** The session's call lives in the auth domain. */
const SESSION_DOMAIN = 'auth';

/** The JS chunk and, recursively, its static imports (the start chunk is there already). */
function closure(bundle: BundleLike, fileName: string, into: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || into.has(fileName)) return into;
  into.add(fileName);
  chunk.viteMetadata?.importedCss.forEach((css) => into.add(css));
  chunk.imports.forEach((next) => closure(bundle, next, into));
  return into;
}

/** `/select-home` for src/routes/_guarded/select-home.tsx; null for files that are not pages. */
function routePath(file: string): { path: string; guarded: boolean } | null {
  const at = file.indexOf(ROUTES_DIR);
  if (at < 0) return null;
  const parts = file.slice(at + ROUTES_DIR.length).split(path.sep);
  const name = (parts.at(-1) ?? '').replace(/\.tsx?$/, '');
  if (name.startsWith('_')) return null;
  return { path: name === 'index' ? '/' : `/${name}`, guarded: parts[0] === GUARDED_DIR };
}

export interface RouteHints {
  /** Every file named once; routes refer to them by index. */
  files: string[];
  routes: Record<string, { guarded: boolean; files: number[] }>;
  guarded: number[];
  session: number[];
}

/**
 * `readDomains`: for each page, the contract domains of the read calls it may make (a call names
 * its pages); their schemas load with the page's first calls, so they are hinted with it.
 */
export function routeHints(
  bundle: BundleLike,
  readDomains: Readonly<Record<string, readonly string[]>> = {},
): RouteHints {
  const files: string[] = [];
  const index = (name: string) => {
    const at = files.indexOf(name);
    return at >= 0 ? at : files.push(name) - 1;
  };
  const hints: RouteHints = { files, routes: {}, guarded: [], session: [] };
  const chunks = Object.values(bundle).filter(
    (c): c is ChunkLike & { facadeModuleId: string } =>
      c.type === 'chunk' && c.isDynamicEntry && c.facadeModuleId !== null,
  );
  // A domain's schemas: its module under contract/, named after it (contract/client.ts).
  const domainFiles = new Map<string, string>();
  for (const chunk of chunks) {
    const file = chunk.facadeModuleId.split('?')[0] ?? '';
    if (file.includes(CONTRACT_DIR)) domainFiles.set(path.basename(file, '.ts'), chunk.fileName);
  }
  const needs = (...fileNames: (string | undefined)[]) => {
    const all = new Set<string>();
    fileNames.forEach((f) => f && closure(bundle, f, all));
    return [...all].map(index);
  };
  hints.session = needs(domainFiles.get(SESSION_DOMAIN));
  for (const chunk of chunks) {
    const [file = '', query = ''] = chunk.facadeModuleId.split('?');
    // A route's screen (its component); its error and not-found parts load only when needed.
    if (!query.includes('tsr-split=component')) continue;
    if (file.endsWith(`${ROUTES_DIR}${GUARDED_DIR}.tsx`)) hints.guarded = needs(chunk.fileName);
    const route = routePath(file);
    if (!route) continue;
    const domains = readDomains[route.path.slice(1)] ?? [];
    hints.routes[route.path] = {
      guarded: route.guarded,
      files: needs(chunk.fileName, ...domains.map((d) => domainFiles.get(d))),
    };
  }
  return hints;
}

/**
 * How long after its first frame the start script waits for the browser to report that frame
 * painted before it goes on anyway (a browser that reports no paint).
 */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Hints asked for in one task: each is a request the browser starts there and then (about a
 * millisecond apiece on this machine, four on a cheap tablet), and a screen hints up to thirty.
 */
const HINTS_PER_TURN = 4;

/**
 * The start script, inline in index.html: plain ES5-ish JS, run by the parser. It waits until
 * the start screen is painted (the browser's first paint entry; a hidden page paints nothing, so
 * it goes on at once), then imports the start chunk and hints the route's files, a few per task.
 * Meanwhile it keeps the browser's install offer (`EARLY_INSTALL_OFFER`).
 *
 * Why after the paint: index.html paints the start screen from its own bytes and its stylesheet,
 * but the start chunk (480 KB of code) and the route's files, asked for with the page, shared a
 * weak link with that stylesheet and, on a good one, arrived before the first frame and ran
 * first: the page stayed blank while a cheap tablet's CPU compiled and ran them. Now the start
 * screen shows as soon as the stylesheet is there, and the code follows.
 */
export function startScript(hints: RouteHints, base: string, start: string): string {
  return `(function(h){var run=function(){import(${JSON.stringify(start)});try{
var signedIn=localStorage.getItem(${JSON.stringify(MARKER.key)})===${JSON.stringify(MARKER.value)};
var p=location.pathname.replace(/\\/+$/,'')||'/';
if(p==='/'||p==='/login')p=signedIn?'/select-home':'/login';
var r=h.routes[p];
if(r&&r.guarded&&!signedIn)r=h.routes['/login'];
var want=r?(r.guarded?h.guarded.concat(r.files):r.files):[];
if(signedIn)want=want.concat(h.session);
var seen={},at=0;
var hint=function(i){if(seen[i])return;seen[i]=1;var f=h.files[i];var l=document.createElement('link');
if(/\\.css$/.test(f)){l.rel='preload';l.as='style';}else{l.rel='modulepreload';l.crossOrigin='';}
l.href=${JSON.stringify(base)}+f;l.setAttribute('data-route-hint','');document.head.appendChild(l);};
var turn=function(){try{for(var end=at+${HINTS_PER_TURN};at<end&&at<want.length;at++)hint(want[at]);}catch(e){return;}
if(at<want.length)setTimeout(turn,0);};
turn();
}catch(e){}};
addEventListener('beforeinstallprompt',function(e){e.preventDefault();window[${JSON.stringify(EARLY_INSTALL_OFFER)}]=e;},{once:true});
var done=0,go=function(){if(!done){done=1;run();}};
if(document.visibilityState==='hidden'||!window.PerformanceObserver)go();
else{try{new PerformanceObserver(function(l,o){o.disconnect();setTimeout(go,0);}).observe({type:'paint',buffered:true});}catch(e){go();}
requestAnimationFrame(function(){setTimeout(go,${FIRST_PAINT_WAIT_MS});});}
})(${JSON.stringify(hints)});`;
}

/** The start chunk's tag as Vite writes it into index.html. */
const START_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Replaces the start chunk's tag with the start script (`startScript`). */
export function withStartScript(html: string, hints: RouteHints, base: string): string {
  const found = START_TAG.exec(html);
  const start = found?.[1];
  if (!found || !start) throw new Error('route hints: index.html has no start chunk tag');
  return html.replace(found[0], () => `<script>${startScript(hints, base, start)}</script>`);
}

/**
 * `frame`: the start frame's text (scripts/start-frame.ts), its titles keyed by page; a guarded
 * route without a title keeps the plain start screen.
 */
export function routeHintsPlugin(
  readDomains: Readonly<Record<string, readonly string[]>> = {},
  frame: FrameText = noFrameText,
): Plugin {
  let base = '/';
  return {
    name: 'greige:route-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const hints = routeHints(ctx.bundle as unknown as BundleLike, readDomains);
        const titles = Object.fromEntries(
          Object.entries(hints.routes).flatMap(([route, { guarded }]) => {
            const names = frame.titles[route.slice(1)];
            return guarded && names ? [[route, names]] : [];
          }),
        );
        return withStartFrame(withStartScript(html, hints, base), { ...frame, titles });
      },
    },
  };
}
