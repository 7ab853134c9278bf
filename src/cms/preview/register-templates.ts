/**
 * The editor's preview templates (decision 156), loaded by /admin/ after Sveltia's bundle: one per
 * editable file, each showing the file's page as the site renders it, in the pane's language.
 * Sveltia renders templates with its own React (window.h, window.createClass); a template here
 * renders nothing of ours with it but one element holding the markup our own React wrote.
 */
import PREVIEW_BASE from 'virtual:preview-base';
import type { CheckedContent } from '../../content/load/site-content.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { paneMarkup, type EditorAsset } from './pane-markup.ts';
import { PREVIEW_PAGE, previewMarkup, type PreviewedFile } from './render-preview.tsx';

/** What Sveltia hands a template (its preview props, Decap's API). */
interface TemplateProps {
  readonly entry: { get(key: 'data'): { toJS(): unknown } | undefined };
  readonly getAsset: (path: string) => EditorAsset | undefined;
  /** The pane's iframe document: its <html lang> is the pane's language. */
  readonly document: Document;
}

interface TemplateInstance {
  readonly props: TemplateProps;
  forceUpdate(): void;
  requested?: Set<string>;
  waiting?: Map<string, EditorAsset>;
}

interface SveltiaGlobals {
  readonly CMS: {
    registerPreviewTemplate(name: string, component: unknown): void;
    registerPreviewStyle(url: string): void;
  };
  readonly h: (type: string, props: Record<string, unknown>, ...children: unknown[]) => unknown;
  readonly createClass: (spec: Record<string, unknown>) => unknown;
}

/** The stylesheet of the built pages, copied beside the editor by the build. */
export const PREVIEW_STYLESHEET = '/admin/preview.css';

const base: CheckedContent = {
  files: PREVIEW_BASE.files,
  sizes: new Map(PREVIEW_BASE.sizes),
};
const { CMS, h, createClass } = window as unknown as SveltiaGlobals;

const localeOf = (document: Document): Locale =>
  LOCALES.find((locale) => locale === document.documentElement.lang) ?? LOCALES[0];

function template(file: PreviewedFile): unknown {
  return createClass({
    // A picture the editor has not read yet is read once, then the pane is drawn again with it.
    componentDidMount(this: TemplateInstance) {
      loadWaiting(this);
    },
    componentDidUpdate(this: TemplateInstance) {
      loadWaiting(this);
    },
    render(this: TemplateInstance) {
      const { entry, getAsset, document } = this.props;
      const locale = localeOf(document);
      let markup: string;
      try {
        markup = previewMarkup({ file, locale, values: entry.get('data')?.toJS() ?? {}, base });
      } catch {
        return h('p', { role: 'status', className: 'editor-preview-incomplete' }, INCOMPLETE);
      }
      const waiting = new Map<string, EditorAsset>();
      this.waiting = waiting;
      const html = paneMarkup(markup, document, (src) => {
        const asset = getAsset(src);
        const url = asset?.toString() ?? '';
        if (/^(?:blob|data):/.test(url)) return url;
        if (asset) waiting.set(src, asset);
        return undefined;
      });
      return h('div', { dangerouslySetInnerHTML: { __html: html } });
    },
  });
}

/** Editor chrome, in the editor's language (its interface is English). */
const INCOMPLETE = 'The preview shows again once the required fields are filled in.';

function loadWaiting(instance: TemplateInstance): void {
  const requested = (instance.requested ??= new Set());
  for (const [src, asset] of instance.waiting ?? []) {
    if (requested.has(src)) continue;
    requested.add(src);
    // Reading the file gives the asset its blob: address; the next render's getAsset has it.
    void asset.toBase64().then(
      () => {
        instance.forceUpdate();
      },
      () => undefined,
    );
  }
}

for (const file of Object.keys(PREVIEW_PAGE) as PreviewedFile[]) {
  CMS.registerPreviewTemplate(file, template(file));
}
CMS.registerPreviewStyle(PREVIEW_STYLESHEET);
