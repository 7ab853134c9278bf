import type { Dictionary } from '../../i18n/dictionaries/index.ts';

/** What the footer gives each of its legal dialogs (the policies and the terms). */
export interface LegalDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly labels: Dictionary['COMPONENTS']['LEGAL'];
  readonly closeLabel: string;
}
