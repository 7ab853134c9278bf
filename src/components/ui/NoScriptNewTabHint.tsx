/**
 * "(opens in a new tab)" for screen readers, said only when JavaScript is off. Some links open our
 * own dialog when scripts run, and fall back to opening their address in a new tab when they do
 * not: the hint must describe the second case without misdescribing the first. Hidden with
 * `@media (scripting: enabled)` in global.css.
 */
export function NoScriptNewTabHint({ label }: { readonly label: string }) {
  return <span className="visually-hidden no-script-only">{` ${label}`}</span>;
}
