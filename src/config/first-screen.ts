import { SESSION_HINT_KEY } from './session-preload';

/**
 * Issue 24 (cold start): the stored first screen. A ride list, once drawn, keeps a copy of the page as it looks
 * (services/first-screen) in the device's storage; the next start of the same address draws that copy from two
 * classic inline scripts of the page (.config/first-screen.ts puts them in) — before the app's scripts have loaded
 * and run, which with 10 000 rides on the device takes over a second — and the live page replaces it as soon as its
 * list is drawn.
 * The copy is inert and hidden from assistive technology: it shows, it does nothing.
 */
export const FIRST_SCREEN_KEY = 'transport-sanitaire:firstScreen';

/** Version of what FIRST_SCREEN_KEY holds; a copy of another version is ignored. */
export const FIRST_SCREEN_VERSION = 1;

/** The element that holds the copy, placed just before #root. */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * On <html>: « pending » once the head's script has put in the copy's styles, « shown » once the body's has drawn
 * it; removed when the copy gives way.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** Performance mark of the benchmark: the copy is in the page (painted at the next frame). */
export const FIRST_SCREEN_MARKS = { shown: 'premier écran : copie affichée' } as const;

/** Whatever happens to the app (a script that never loads), the copy gives way after this long. */
export const FIRST_SCREEN_FAILSAFE_MS = 10_000;

export interface StoredFirstScreen {
  v: typeof FIRST_SCREEN_VERSION;
  /** pathname + search of the page copied: the copy is drawn at that address only. */
  path: string;
  /** #root's markup, trimmed (services/first-screen/stored-first-screen.ts). */
  html: string;
  /** The stylesheets the page had, in order: their href attribute (as the build wrote it) and their rules' text. */
  styles: { href: string; css: string }[];
}

const guard = (body: string[]) => ['(function(){', ...body, '})()'].join('');

/** Marks the <style> elements the head's script adds (the copy's stylesheets), removed with the copy. */
export const FIRST_SCREEN_STYLE_ATTRIBUTE = 'data-first-screen-style';

/**
 * The first inline script, at the end of the head (after the page's own stylesheet, so the cascade keeps the live
 * page's order): where someone was signed in (the session hint) and at the copied address, it puts in the text of
 * the stylesheets the copy needs that the page does not link yet (kept with the copy: no request, so the first
 * paint is already styled) and marks <html> « pending ».
 */
export function firstScreenStylesScript(): string {
  const hint = JSON.stringify(SESSION_HINT_KEY);
  const key = JSON.stringify(FIRST_SCREEN_KEY);
  const attribute = JSON.stringify(FIRST_SCREEN_ATTRIBUTE);
  const styleAttribute = JSON.stringify(FIRST_SCREEN_STYLE_ATTRIBUTE);
  return guard([
    'var de=document.documentElement;',
    `try{if(localStorage.getItem(${hint})!=="1")return;`,
    `var s=JSON.parse(localStorage.getItem(${key})||"null");`,
    `if(!s||s.v!==${FIRST_SCREEN_VERSION}||s.path!==location.pathname+location.search`,
    '||typeof s.html!=="string"||!(s.styles instanceof Array))return;',
    's.styles.forEach(function(sheet){',
    'for(var i=0,all=document.querySelectorAll("link[rel=stylesheet]");i<all.length;i+=1)',
    'if(all[i].getAttribute("href")===sheet.href)return;',
    `var style=document.createElement("style");style.setAttribute(${styleAttribute},"");`,
    'style.textContent=String(sheet.css);document.head.appendChild(style)});',
    `de.setAttribute(${attribute},"pending")`,
    `}catch(e){de.removeAttribute(${attribute})}`,
  ]);
}

/**
 * The second, at the end of the body (after #root): when the first one asked for the styles, draws the copy before
 * #root and hides #root until the live page takes over (services/first-screen releaseFirstScreen), or the
 * fail-safe delay has passed. Anything unexpected leaves the page as it always started.
 */
export function firstScreenScript(): string {
  const key = JSON.stringify(FIRST_SCREEN_KEY);
  const id = JSON.stringify(FIRST_SCREEN_ID);
  const attribute = JSON.stringify(FIRST_SCREEN_ATTRIBUTE);
  const styles = JSON.stringify(`style[${FIRST_SCREEN_STYLE_ATTRIBUTE}]`);
  const mark = JSON.stringify(FIRST_SCREEN_MARKS.shown);
  return guard([
    'var root=document.getElementById("root"),box,de=document.documentElement;',
    'function drop(){if(box&&box.parentNode){box.parentNode.removeChild(box);root.style.display="";',
    `de.removeAttribute(${attribute});document.querySelectorAll(${styles}).forEach(function(e){e.remove()})}}`,
    `try{if(!root||de.getAttribute(${attribute})!=="pending")return;`,
    `var s=JSON.parse(localStorage.getItem(${key}));`,
    'box=document.createElement("div");',
    `box.id=${id};box.setAttribute("aria-hidden","true");box.setAttribute("inert","");`,
    'box.innerHTML=s.html;root.parentNode.insertBefore(box,root);root.style.display="none";',
    `de.setAttribute(${attribute},"shown");performance.mark(${mark});`,
    `setTimeout(drop,${FIRST_SCREEN_FAILSAFE_MS})`,
    `}catch(e){drop();de.removeAttribute(${attribute})}`,
  ]);
}
