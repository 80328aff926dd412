import { measureNav } from './measure-nav.ts';
import { planNavFit } from './nav-fit.ts';

/** The id of the printed script. */
export const NAV_FIT_SCRIPT_ID = 'site-header-fit';

/**
 * The id of an empty element the base layout places right after the script: its head holds
 * rendering until that element is parsed (`<link rel="expect" blocking="render">`), so no frame
 * shows a header whose HTML has only partly arrived (its right-anchored actions would grow,
 * moving the controls already drawn) or whose search entry has not taken its look yet. Pointing
 * at the script itself was not enough: a slow machine painted between the script element's
 * arrival and its run. The element after it cannot arrive before the script has run.
 */
export const NAV_FITTED_MARK_ID = 'site-header-fitted';

/**
 * The base layout prints this right after the header (with the page's nonce). On desktop, when
 * the navigation's items need the room, the search entry is an icon from the first paint, so
 * use-nav-fit.ts, deciding the same with the same two functions after hydration, moves nothing
 * already painted. The items themselves need no such step: those that do not fit are clipped
 * until hydration and then move into More, which never moves an item already shown.
 */
export const NAV_FIT_SCRIPT = `(function(){try{var measureNav=${measureNav.toString()};var planNavFit=${planNavFit.toString()};var header=document.querySelector('[data-testid="site-header"]');var nav=header&&header.querySelector("nav");var list=nav&&nav.querySelector("ul");var more=list&&list.querySelector('[data-testid="header-more"]');if(!more)return;var measure=measureNav({header:header,nav:nav,list:list,more:more});if(measure&&planNavFit(measure).compactSearch)header.setAttribute("data-compact-search","true")}catch(e){}})()`;
