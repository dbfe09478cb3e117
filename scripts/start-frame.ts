/**
 * The start frame: on a signed-in device, the start screen of index.html is the frame of the page
 * asked for (the menu button's place and the page's title, in the device's language) instead of
 * the app's name alone.
 *
 * It is drawn by a small inline script placed just after `#root`, which the parser runs before
 * the first paint: the title shows as soon as index.html and its stylesheet are there, seconds
 * before the app's code has arrived and run on a weak signal. React then draws the same header
 * in its place (src/app/Shell.tsx; index.html's `.boot-frame` rules copy its measures). A
 * signed-out device, or a path that is no signed-in page, keeps the start screen as it was.
 */

/** The device's signed-in marker, as src/lib/session.ts keeps it (the start script reads it too). */
export const MARKER = { key: 'isLoggedIn', value: 'Yes' };

/** Where the device keeps its chosen language (src/lib/preferences.ts, `language`). */
const PREFERENCES_KEY = 'greige-preferences';

/**
 * The script, plain ES5: `titles` maps a path to its page's title in each of `locales` (in that
 * order, the first being the default). The language is the device's choice, else the first of
 * the browser's languages the app speaks, as src/i18n/locale.ts picks it.
 */
export function startFrameScript(
  titles: Readonly<Record<string, readonly string[]>>,
  locales: readonly string[],
): string {
  return `(function(t,ls){try{
if(localStorage.getItem(${JSON.stringify(MARKER.key)})!==${JSON.stringify(MARKER.value)})return;
var p=location.pathname.replace(/\\/+$/,'')||'/';
if(p==='/'||p==='/login')p='/select-home';
var names=t[p];if(!names)return;
var i=-1;try{i=ls.indexOf(JSON.parse(localStorage.getItem(${JSON.stringify(PREFERENCES_KEY)})||'{}').language);}catch(e){}
var asked=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];
for(var k=0;i<0&&k<asked.length;k++)i=ls.indexOf(String(asked[k]).toLowerCase().split(/[-_]/)[0]);
if(i<0)i=0;
var h=document.createElement('header');h.className='boot-frame';
h.innerHTML='<span class="boot-burger" aria-hidden="true"><span></span></span><h1></h1><span class="boot-status"></span>';
h.querySelector('h1').textContent=names[i];
var root=document.getElementById('root');root.innerHTML='';root.appendChild(h);
document.documentElement.lang=ls[i];
}catch(e){}})(${JSON.stringify(titles)},${JSON.stringify(locales)});`;
}

/** Where the script goes: right after `#root`, before the page's `<noscript>`. */
const AFTER_ROOT = '<noscript>';

export function withStartFrame(
  html: string,
  titles: Readonly<Record<string, readonly string[]>>,
  locales: readonly string[],
): string {
  if (!html.includes(AFTER_ROOT)) throw new Error('start frame: index.html has no <noscript>');
  return html.replace(
    AFTER_ROOT,
    () => `<script>${startFrameScript(titles, locales)}</script>\n    ${AFTER_ROOT}`,
  );
}
