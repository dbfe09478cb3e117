import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Checks that run in the page, written as functions (the app's Content-Security-Policy forbids
 * evaluating strings) over the few DOM shapes they read: the tests compile without the DOM
 * library.
 */
interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}
interface Style {
  display: string;
  visibility: string;
  overflowX: string;
  textOverflow: string;
  contain: string;
}
interface Node {
  nodeType: number;
  textContent: string | null;
}
interface El extends Node {
  childNodes: ArrayLike<Node>;
  parentElement: El | null;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): Rect;
  getAttribute(name: string): string | null;
  closest(selector: string): El | null;
}
interface Doc {
  documentElement: El & { lang: string };
  body: El & { innerText: string };
  querySelectorAll(selector: string): ArrayLike<El>;
}
interface PageGlobals {
  document: Doc;
  getComputedStyle(el: El): Style;
}

/**
 * Text that does not fit: the page scrolling sideways, a text wider than its own box, cut with an
 * ellipsis, clipped by a box that hides overflow or contains its paint, or outside the screen. One
 * line per problem, naming the text; empty when everything fits.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
    const problems: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    if (root.scrollWidth > viewport + 1) {
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${viewport})`);
    }
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      // Text drawn in a picture (a scale's figures): the drawing's own box is what must fit.
      if (el.closest('svg')) continue;
      // For screen readers only: the usual visually-hidden box, 1 px that hides what is in it,
      // the text itself or a box around it (a list read out instead of a drawing).
      let unseen = false;
      for (let box: El | null = el; box && !unseen; box = box.parentElement) {
        const r = box.getBoundingClientRect();
        unseen = r.width <= 1 && r.height <= 1 && getComputedStyle(box).overflowX === 'hidden';
      }
      if (unseen) continue;
      const text = `"${(el.textContent ?? '').trim().slice(0, 50)}"`;
      if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${text} is wider than its box (${el.scrollWidth} > ${el.clientWidth})`);
      }
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) {
        problems.push(`${text} is cut with an ellipsis`);
      }
      if (rect.right > viewport + 1 || rect.left < -1) problems.push(`${text} is off the screen`);
      // The first box that clips: one that hides or scrolls its overflow sideways, or one whose
      // paint is contained, which cuts what runs out of it on every side.
      for (let box = el.parentElement; box; box = box.parentElement) {
        const boxStyle = getComputedStyle(box);
        const paint = /paint|strict|content/.test(boxStyle.contain);
        if (boxStyle.overflowX === 'visible' && !paint) continue;
        const outer = box.getBoundingClientRect();
        const sideways = rect.right > outer.right + 1 || rect.left < outer.left - 1;
        const upOrDown = rect.bottom > outer.bottom + 1 || rect.top < outer.top - 1;
        if (sideways || (paint && upOrDown)) problems.push(`${text} is clipped by its box`);
        break;
      }
    }
    return problems;
  });
}

/**
 * The words in Latin letters a user can read or hear on the page: its text, and the names and
 * hints of its controls. On a Tamil screen only names (Greige, English, people's) should be left.
 */
export function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as PageGlobals;
    const attributes = Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder]'),
    ).flatMap((el) =>
      ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    );
    const text = [document.body.innerText, ...attributes].join('\n');
    return [...new Set(text.match(/[A-Za-z][A-Za-z'’]+/g) ?? [])];
  });
}

/** The page's `<html lang>`. */
export const pageLang = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.lang);

/** WCAG 2.5.5: a finger needs 44 CSS px each way. */
export const MIN_TARGET = 44;

interface TargetRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}
interface Target {
  id: string;
  type?: string;
  textContent: string | null;
  getBoundingClientRect(): TargetRect;
  getAttribute(name: string): string | null;
  closest(selector: string): Target | null;
}
interface TargetScope {
  querySelectorAll(selector: string): ArrayLike<Target>;
}
interface TargetGlobals {
  document: {
    querySelectorAll(selector: string): ArrayLike<Target>;
    querySelector(selector: string): (Target & TargetScope) | null;
  };
  getComputedStyle(el: Target): { visibility: string; display: string };
}

/**
 * Everything a finger can tap that is under `min` px either way, one line each naming it, in the
 * whole page or in the first element `within` names (a dialog). A segment's radio is hidden (its
 * label is what is tapped); a checkbox counts with its label, which toggles it too and starts
 * where the box ends.
 */
export function smallTargets(page: Page, within = 'body', min = MIN_TARGET): Promise<string[]> {
  return page.evaluate(
    ([within, min]) => {
      const { document, getComputedStyle } = globalThis as unknown as TargetGlobals;
      const scope = document.querySelector(within);
      if (!scope) return [`nothing matches ${within}`];
      const selector = [
        'button',
        'a[href]',
        'input:not([type=hidden])',
        'select',
        'textarea',
        '[role=button]',
        '[role=option]',
        '[role=tab]',
        '.mantine-SegmentedControl-label',
      ].join(',');
      const problems: string[] = [];
      for (const el of Array.from(scope.querySelectorAll(selector))) {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        let box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (el.type === 'checkbox' && el.getAttribute('role') !== 'switch') {
          const label = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
          const l = label?.getBoundingClientRect();
          if (l) {
            const top = Math.min(box.top, l.top);
            const bottom = Math.max(box.bottom, l.bottom);
            const left = Math.min(box.left, l.left);
            const right = Math.max(box.right, l.right);
            box = { top, bottom, left, right, width: right - left, height: bottom - top };
          }
        }
        if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
        const name =
          el.getAttribute('aria-label') ||
          el.textContent?.trim().slice(0, 40) ||
          el.getAttribute('placeholder') ||
          el.id ||
          '?';
        problems.push(`"${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
      return problems;
    },
    [within, min] as const,
  );
}

/** Where each screen of a walk is saved as a picture, when SHOTS_DIR names a directory. */
const shotsDir = process.env.SHOTS_DIR;

/** Saves the whole page as `<where>-<width>.png` in SHOTS_DIR (nothing without it). */
export async function shot(page: Page, where: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const name = `${where.replace(/[^\p{L}\p{N}]+/gu, '-')}-${width}.png`;
  await page.screenshot({ path: path.join(shotsDir, name), fullPage: true });
}
