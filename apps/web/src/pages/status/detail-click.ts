/** What a click on a list's verdict says about where the user wants the submission's detail. */
interface ClickKeys {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain left click opens the detail in the list's dialog, so the list (its filters, page and live verdicts)
 * stays where it was; a click asking for a new tab or window keeps the link's own behaviour.
 */
export const opensDetailDialog = (click: ClickKeys) =>
  click.button === 0 && !click.ctrlKey && !click.metaKey && !click.shiftKey && !click.altKey;
