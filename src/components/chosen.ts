import classes from './Chosen.module.css';

/**
 * An option's class names: its own, plus the shared look of a chosen option when it is the chosen
 * one. The element also carries `data-chosen` then (the rule asks for both).
 */
export const optionClass = (own: string | undefined, chosen: boolean): string | undefined =>
  chosen ? [own, classes.chosen].filter(Boolean).join(' ') : own;

/** The shared class itself, for tests that check two controls draw a choice alike. */
export const chosenClass = classes.chosen;
