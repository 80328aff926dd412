/**
 * The attribute of a changelog dot: the JSON list of its item's API groups. Dots render hidden.
 * Its own module: the dot component (in every header island) must not pull in the indicator
 * script, whose printed source is a top-level expression bundlers cannot drop.
 */
export const DOT_ATTRIBUTE = 'data-changelog-dot';
