import type { Dictionary } from '../../content/dictionaries.ts';
import type { DialogFrame } from '../ui/Dialog.tsx';

/** What the footer gives each of its legal dialogs (the policies and the terms). */
export interface LegalDialogProps extends DialogFrame {
  /** Plain text: it also names the policy's frame and its load button. */
  readonly title: string;
  readonly labels: Dictionary['COMPONENTS']['LEGAL'];
}
