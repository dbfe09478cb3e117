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

import { CLIENT_HEADER } from '../contract/core/wire.ts';
import { HEAD_START_KEY, ROLL_SHEET_CALL, type HeadStartRead } from '../src/lib/headStartReads.ts';
import {
  HOME_TILES_KEY,
  SESSION_MARKER_KEY,
  SESSION_MARKER_VALUE,
  USERNAME_KEY,
} from '../src/lib/storageKeys.ts';

/** The device's signed-in marker, as src/lib/session.ts keeps it (the start script reads it too). */
export const MARKER = { key: SESSION_MARKER_KEY, value: SESSION_MARKER_VALUE };

/**
 * What the frame writes, each text in each of `locales` (in that order, the first the default):
 * each signed-in page's title by its path; and for the home page, its greeting (with `{name}`
 * where the username goes) and each area's name, over the tiles the user last saw there.
 */
export interface FrameText {
  titles: Readonly<Record<string, readonly string[]>>;
  locales: readonly string[];
  hello: readonly string[];
  areas: Readonly<Record<string, readonly string[]>>;
  /** Each locale's Intl locale, for the figures the frame writes (src/i18n/intlLocales.ts). */
  intl: readonly string[];
  /** How a weight is written (`formatKg`'s options). */
  kg: Intl.NumberFormatOptions;
  /** mistake-details' roll line, with `{rollNo}`, `{item}` and `{kg}` where they go. */
  rollLine: readonly string[];
  /** By page path: the reads to ask for at once (src/lib/headStart.ts), with the call's path. */
  headStart: Readonly<Record<string, readonly HeadStartPath[]>>;
}

export interface HeadStartPath extends HeadStartRead {
  readonly path: string;
}

/** A frame text with nothing but titles: the pages' plain frames. */
export const noFrameText: FrameText = {
  titles: {},
  locales: [],
  hello: [],
  areas: {},
  intl: [],
  kg: {},
  rollLine: [],
  headStart: {},
};

/** Where the device keeps its chosen language (src/lib/preferences.ts, `language`). */
const PREFERENCES_KEY = 'greige-preferences';

/**
 * The script, plain ES5. The language is the device's choice, else the first of the browser's
 * languages the app speaks, as src/i18n/locale.ts picks it. Text goes in as text, never as markup
 * (a username is the user's own). The home page's tiles are drawn only for the user who saw them
 * (src/features/home/tiles.ts keeps them, signing out removes them); their links come with the
 * app, so a tile drawn here is not yet one.
 */
export function startFrameScript(text: FrameText): string {
  const { titles, locales, hello, areas, intl, kg, rollLine, headStart } = text;
  const key = JSON.stringify;
  return `(function(t,ls,hello,areas,intl,kg,line,hs){
function el(tag,cls,txt){var e=document.createElement(tag);if(cls)e.className=cls;if(txt!=null)e.textContent=txt;return e;}
function early(p){var reads=hs[p];if(!reads)return [];
var q=new URLSearchParams(location.search),out=[];window[${key(HEAD_START_KEY)}]=out;
for(var j=0;j<reads.length;j++){var r=reads[j],input={},qs=[],ok=true;
for(var n in r.input){var v=q.get(r.input[n]);if(v==null){ok=false;break;}input[n]=v;qs.push(encodeURIComponent(n)+'='+encodeURIComponent(v));}
if(!ok)continue;
out.push({call:r.call,input:input,at:performance.now(),answer:fetch(r.path+(qs.length?'?'+qs.join('&'):''),{credentials:'same-origin',headers:{${key(CLIENT_HEADER)}:'1'}})});}
return out;}
function roll(i,read){read.answer.then(function(r){if(!r.ok)return;return r.clone().json().then(function(s){
var root=document.getElementById('root');
if(!s||!s.roll||!s.report||s.roll.status==='completed'||s.report.status==='completed'||typeof s.roll.kg!=='number')return;
if(!root.firstChild||root.firstChild.className!=='boot-frame'||root.children.length!==1)return;
var v={rollNo:s.roll.rollNo,item:s.report.itemName,kg:new Intl.NumberFormat(intl[i],kg).format(s.roll.kg)};
var main=el('main','boot-main'),tap=el('div','boot-tap'),side=el('div','boot-side');
side.appendChild(el('p','boot-roll-line',line[i].replace(/{(rollNo|item|kg)}/g,function(a,k){return String(v[k]);})));
tap.appendChild(side);main.appendChild(tap);root.appendChild(main);});}).catch(function(){});}
function home(i){
var user=localStorage.getItem(${key(USERNAME_KEY)})||'';
var main=el('main','boot-main'),box=el('div','boot-home');main.appendChild(box);
box.appendChild(el('h2',null,hello[i].split('{name}').join(user)));
var kept=null;try{kept=JSON.parse(localStorage.getItem(${key(HOME_TILES_KEY)})||'null');}catch(e){}
if(!kept||kept.user!==user||!kept.groups||!kept.groups.length)return main;
var all=el('div','boot-areas');box.appendChild(all);
for(var g=0;g<kept.groups.length;g++){
var names=areas[kept.groups[g][0]],pg=kept.groups[g][1];if(!names||!pg)continue;
var s=el('section');s.appendChild(el('h3',null,names[i]));var grid=el('div','boot-grid');
for(var j=0;j<pg.length;j++){var tt=t['/'+pg[j]];if(!tt)continue;
var tile=el('div','boot-tile');tile.appendChild(el('span','boot-icon'));tile.appendChild(el('span','boot-tile-title',tt[i]));grid.appendChild(tile);}
s.appendChild(grid);all.appendChild(s);}
return main;}
try{
if(localStorage.getItem(${key(MARKER.key)})!==${key(MARKER.value)})return;
var p=location.pathname.replace(/\\/+$/,'')||'/';
if(p==='/'||p==='/login')p='/select-home';
var names=t[p];if(!names)return;
var i=-1;try{i=ls.indexOf(JSON.parse(localStorage.getItem(${key(PREFERENCES_KEY)})||'{}').language);}catch(e){}
var asked=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];
for(var k=0;i<0&&k<asked.length;k++)i=ls.indexOf(String(asked[k]).toLowerCase().split(/[-_]/)[0]);
if(i<0)i=0;
var h=el('header','boot-frame');
h.innerHTML='<span class="boot-burger" aria-hidden="true"><span></span></span><h1></h1><span class="boot-status"></span>';
h.querySelector('h1').textContent=names[i];
var root=document.getElementById('root');root.innerHTML='';root.appendChild(h);
if(p==='/select-home')root.appendChild(home(i));
document.documentElement.lang=ls[i];
var reads=early(p);
for(var j=0;j<reads.length;j++)if(reads[j].call===${key(ROLL_SHEET_CALL)})roll(i,reads[j]);
}catch(e){}})(${[titles, locales, hello, areas, intl, kg, rollLine, headStart].map((v) => key(v)).join(',')});`;
}

/** Where the script goes: right after `#root`, before the page's `<noscript>`. */
const AFTER_ROOT = '<noscript>';

export function withStartFrame(html: string, text: FrameText): string {
  if (!html.includes(AFTER_ROOT)) throw new Error('start frame: index.html has no <noscript>');
  return html.replace(
    AFTER_ROOT,
    () => `<script>${startFrameScript(text)}</script>\n    ${AFTER_ROOT}`,
  );
}
